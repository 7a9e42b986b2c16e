// The staff performance report from the report facts: days worked against days available, overrides, notifications on their tours, tracking coverage.
import { assignmentDates, toMinutes } from '@tourops/domain';
import type { StaffPerformanceReport, StaffPerformanceRow } from '@tourops/contracts';
import { TRACKING_SLOT_MS, defaultDayWindow, type ReportAssignmentFact, type ReportSettingsDocument, type ReportStaffDocument } from '@tourops/projections';
import { datesBetween, dayStartMs, durationPercentiles, rangeMs, firstSampleFrom, offsetMinutesOf, shareOf } from './report-figures';
import type { NotificationColumns } from './notification-facts.memo';
import type { ReportRange } from './report-range';

const DAY_MS = 86_400_000;

/** What the report reads of a member: everything but their samples (read apart) and their folded state. */
export type StaffFacts = Omit<ReportStaffDocument, 'samples' | 'member'>;

export interface StaffPerformanceFacts {
  range: ReportRange;
  staff: StaffFacts[];
  /** Each member's samples (ReportStaffDocument's), by id. */
  samples: ReadonlyMap<string, readonly number[]>;
  /** The organization's notifications (those raised in the range count). */
  notifications: NotificationColumns;
  settings: ReportSettingsDocument | null;
}

/**
 * The 15-minute slots of an assignment inside the range whose start falls in the day window, on the tour's clock:
 * per local day one run of slots [first, end), pushed flat onto `into`.
 */
function assignedSlots(assignment: ReportAssignmentFact, range: ReportRange, window: { start: number; end: number }, into: number[]) {
  const fromMs = Math.max(Date.parse(assignment.from), dayStartMs(range.from));
  const toMs = Math.min(Date.parse(assignment.to), dayStartMs(range.to) + DAY_MS);
  if (fromMs >= toMs) return;
  const offsetMs = offsetMinutesOf(assignment.from) * 60_000;
  for (let day = Math.floor((fromMs + offsetMs) / DAY_MS); day <= Math.floor((toMs - 1 + offsetMs) / DAY_MS); day++) {
    const midnight = day * DAY_MS - offsetMs;
    const first = Math.ceil(Math.max(midnight + window.start * 60_000, fromMs) / TRACKING_SLOT_MS);
    const end = Math.ceil(Math.min(midnight + window.end * 60_000, toMs) / TRACKING_SLOT_MS);
    if (end > first) into.push(first, end);
  }
}

/** How many distinct slots the runs cover, and how many of them have a sample. */
function slotCoverage(runs: number[], samples: readonly number[]): { assigned: number; covered: number } {
  const order = Array.from({ length: runs.length / 2 }, (_, i) => i * 2).sort((a, b) => runs[a] - runs[b]);
  let [assigned, covered, reached] = [0, 0, -Infinity];
  for (const at of order) {
    const first = Math.max(runs[at], reached);
    const end = runs[at + 1];
    if (end <= first) continue;
    assigned += end - first;
    covered += (firstSampleFrom(samples, end) - firstSampleFrom(samples, first)) / 4;
    reached = end;
  }
  return { assigned, covered };
}

interface Row extends StaffPerformanceRow {
  assignedSlots: number;
  coveredSlots: number;
}

function rowOf(member: StaffFacts, facts: StaffPerformanceFacts, rangeDates: readonly string[], window: { start: number; end: number }): Row {
  const { range } = facts;
  /** Worked days as day numbers from the epoch (UTC dates). */
  const worked = new Set<number>();
  const tours = new Set<string>();
  let clashOverrides = 0;
  const runs: number[] = [];
  const inRange: ReportAssignmentFact[] = [];
  for (const assignment of member.assignments) {
    const { first, last } = assignmentDates(assignment);
    if (last < range.from || first > range.to) continue;
    inRange.push(assignment);
    tours.add(assignment.tourId);
    if (assignment.overridden) clashOverrides++;
    const [firstDay, lastDay] = [dayStartMs(first < range.from ? range.from : first) / DAY_MS, dayStartMs(last > range.to ? range.to : last) / DAY_MS];
    for (let day = firstDay; day <= lastDay; day++) worked.add(day);
    assignedSlots(assignment, range, window, runs);
  }
  const daysOff = new Set(member.daysOff);
  const availableDays = rangeDates.filter((date) => !daysOff.has(date) && (member.removedOn === null || date < member.removedOn)).length;
  // A notification is theirs when raised in the range on a tour of theirs while they were assigned to it.
  const periods = new Map<string, [number, number][]>();
  for (const assignment of inRange) periods.set(assignment.tourId, [...(periods.get(assignment.tourId) ?? []), [Date.parse(assignment.from), Date.parse(assignment.to)]]);
  const notifications = facts.notifications;
  const [rangeFromMs, rangeToMs] = rangeMs(range);
  const acknowledge: number[] = [];
  let theirs = 0;
  for (const [tourId, assigned] of periods) {
    const code = notifications.tours.find(tourId);
    if (code === undefined) continue;
    for (let i = notifications.tourStart[code]; i < notifications.tourStart[code + 1]; i++) {
      const row = notifications.tourRows[i];
      const raisedMs = notifications.raisedMs[row];
      if (raisedMs < rangeFromMs || raisedMs >= rangeToMs || !assigned.some(([fromMs, toMs]) => fromMs <= raisedMs && raisedMs < toMs)) continue;
      theirs++;
      if (!Number.isNaN(notifications.acknowledgeMinutes[row])) acknowledge.push(notifications.acknowledgeMinutes[row]);
    }
  }
  const { assigned, covered } = slotCoverage(runs, facts.samples.get(member._id) ?? []);
  return {
    staffId: member._id,
    name: member.name,
    toursWorked: tours.size,
    daysWorked: worked.size,
    availableDays,
    utilisation: shareOf(worked.size, availableDays),
    clashOverrides,
    notificationsOnTheirTours: theirs,
    acknowledge: durationPercentiles(acknowledge),
    trackingCoverage: shareOf(covered, assigned),
    assignedSlots: assigned,
    coveredSlots: covered,
  };
}

/** Every member (a removed one only when they worked in the range), by name. */
export function staffPerformance(facts: StaffPerformanceFacts): Omit<StaffPerformanceReport, 'source'> {
  const rangeDates = datesBetween(facts.range.from, facts.range.to);
  const { startTime, endTime } = facts.settings?.dayWindows.at(-1) ?? defaultDayWindow();
  const window = { start: toMinutes(startTime), end: toMinutes(endTime) };
  const rows = facts.staff
    .filter((member) => member.registered)
    .map((member) => ({ member, row: rowOf(member, facts, rangeDates, window) }))
    .filter(({ member, row }) => !member.deleted || row.daysWorked > 0)
    .map(({ row }) => row)
    .sort((a, b) => a.name.localeCompare(b.name) || a.staffId.localeCompare(b.staffId));
  const sum = (pick: (row: Row) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const daysWorked = sum((row) => row.daysWorked);
  const availableDays = sum((row) => row.availableDays);
  return {
    staff: rows.map(({ assignedSlots: _assigned, coveredSlots: _covered, ...row }) => row),
    totals: {
      members: rows.length,
      daysWorked,
      availableDays,
      utilisation: shareOf(daysWorked, availableDays),
      clashOverrides: sum((row) => row.clashOverrides),
      trackingCoverage: shareOf(sum((row) => row.coveredSlots), sum((row) => row.assignedSlots)),
    },
  };
}
