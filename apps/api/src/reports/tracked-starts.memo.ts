// When each tour's staff arrived at its located segments, kept between queries and computed again only for a tour whose report document, staff or day window changed.
import { Injectable } from '@nestjs/common';
import { POSITION_FIELD, type ReportStaffDocument } from '@tourops/projections';
import { dayWindows, tourStaffOf, trackedStartsOf, type TourSegments } from './plan-versus-actual';
import { RecentlyAsked } from '../shared/recently-asked';

/** Organizations whose tracked starts are kept (the most recently asked). */
const ORGANIZATIONS_KEPT = 8;
/** Tours kept of one organization before it starts afresh (a season holds some 10,000). */
const TOURS_KEPT = 100_000;

/** The field as a binding of this module (a re-exported binding is a getter on every read). */
const POSITION = POSITION_FIELD;
type Positioned = { [POSITION_FIELD]?: string };
export type PositionedTour = TourSegments & Positioned;
export type PositionedMember = Pick<ReportStaffDocument, '_id' | 'assignments'> & Positioned;

/** A tour's tracked starts and what they were computed from: the tour's and its members' `_position`s, and the day window. */
interface Kept {
  tourPosition: string;
  dayWindow: string;
  memberIds: string[];
  memberPositions: string[];
  starts: Float64Array;
}

/** An organization's kept tracked starts by tour id, and the members of each tour as of the staff's `_position`s. */
interface KeptOfOrganization {
  tours: Map<string, Kept>;
  staff: { ids: string[]; positions: (string | undefined)[]; byTour: Map<string, PositionedMember[]> } | null;
}

/** The members with an assignment to each tour, in the staff's order. */
function membersByTour(staff: readonly PositionedMember[]): Map<string, PositionedMember[]> {
  const byTour = new Map<string, PositionedMember[]>();
  for (const member of staff)
    for (const { tourId } of member.assignments) {
      const members = byTour.get(tourId);
      if (!members) byTour.set(tourId, [member]);
      else if (members[members.length - 1] !== member) members.push(member);
    }
  return byTour;
}

/** membersByTour, kept while the staff are the same members at the same `_position`s (no assignment changed). */
function membersByTourOf(kept: KeptOfOrganization, staff: readonly PositionedMember[]): Map<string, PositionedMember[]> {
  const known = kept.staff;
  const same = known?.ids.length === staff.length && staff.every((member, i) => member._id === known.ids[i] && member[POSITION] !== undefined && member[POSITION] === known.positions[i]);
  if (same) return known.byTour;
  const byTour = membersByTour(staff);
  kept.staff = { ids: staff.map((member) => member._id), positions: staff.map((member) => member[POSITION]), byTour };
  return byTour;
}

function isFresh(kept: Kept, tour: PositionedTour, members: readonly PositionedMember[], dayWindow: string): boolean {
  if (kept.tourPosition !== tour[POSITION] || kept.dayWindow !== dayWindow || kept.memberIds.length !== members.length) return false;
  for (let i = 0; i < members.length; i++) if (kept.memberIds[i] !== members[i]._id || kept.memberPositions[i] !== members[i][POSITION]) return false;
  return true;
}

@Injectable()
export class TrackedStartsMemo {
  private readonly byOrganization = new RecentlyAsked<string, KeptOfOrganization>(ORGANIZATIONS_KEPT);

  /**
   * trackedStartsOf each tour with staff assigned, by tour id: computed (from the members' samples, by id) only for a tour whose
   * `_position`, members, their `_position`s or the day window differ from those it was computed with.
   */
  trackedStartsOf(
    orgId: string,
    tours: readonly PositionedTour[],
    staff: readonly PositionedMember[],
    samples: ReadonlyMap<string, readonly number[]>,
    dayWindow: { startTime: string; endTime: string },
  ): Map<string, Float64Array> {
    const organization = this.keptOf(orgId);
    const kept = organization.tours;
    const window = `${dayWindow.startTime}-${dayWindow.endTime}`;
    const staffOf = membersByTourOf(organization, staff);
    const windowOf = dayWindows(dayWindow);
    const starts = new Map<string, Float64Array>();
    for (const tour of tours) {
      const members = staffOf.get(tour._id);
      if (!members) continue;
      const known = kept.get(tour._id);
      if (known && isFresh(known, tour, members, window)) {
        starts.set(tour._id, known.starts);
        continue;
      }
      const computed = trackedStartsOf(tour, tourStaffOf(tour._id, members, samples), windowOf);
      starts.set(tour._id, computed);
      const tourPosition = tour[POSITION];
      const memberPositions = members.map((member) => member[POSITION]);
      if (tourPosition === undefined || memberPositions.includes(undefined)) continue;
      if (!known && kept.size >= TOURS_KEPT) kept.clear();
      kept.set(tour._id, { tourPosition, dayWindow: window, memberIds: members.map((member) => member._id), memberPositions: memberPositions as string[], starts: computed });
    }
    return starts;
  }

  private keptOf(orgId: string): KeptOfOrganization {
    return this.byOrganization.get(orgId, () => ({ tours: new Map<string, Kept>(), staff: null }));
  }
}
