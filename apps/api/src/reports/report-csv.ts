// The tables of a report as CSV files (the one writer, @tourops/contracts csv): a header row, then the answer's rows.
import { wallClockAt } from '@tourops/domain';
import { csvFile, type CsvCell, type ReportName, type StaffPerformanceReport, type TourPerformanceReport, type TravelerInsightsReport, type REPORT_TABLES } from '@tourops/contracts';

export interface CsvTable {
  header: string[];
  rows: CsvCell[][];
}

/** The table as a CSV file: its header row, then its rows. */
export const tableCsv = ({ header, rows }: CsvTable): string => csvFile([header, ...rows]);

/** An instant as the wall clock of a zone reads it: '2026-11-28 14:00'. */
const localTime = (instant: string, timeZone: string) => wallClockAt(Date.parse(instant), timeZone).replace('T', ' ');

type TableOf<R extends ReportName> = (typeof REPORT_TABLES)[R][number];

export function tourPerformanceTable(report: TourPerformanceReport, table: TableOf<'tour-performance'>): CsvTable {
  switch (table) {
    case 'toursByMonth': {
      const statuses = Object.keys(report.toursByMonth[0]?.byStatus ?? {});
      return { header: ['month', 'total', ...statuses], rows: report.toursByMonth.map((row) => [row.month, row.total, ...statuses.map((status) => row.byStatus[status as keyof typeof row.byStatus])]) };
    }
    case 'delayBySegmentType':
      return {
        header: ['segmentType', 'segments', 'averageDelayMinutes', 'p90DelayMinutes', 'maxDelayMinutes'],
        rows: report.delayBySegmentType.map((row) => [row.segmentType, row.segments, row.averageDelayMinutes, row.p90DelayMinutes, row.maxDelayMinutes]),
      };
    case 'notifications': {
      const severities = Object.keys(report.notifications[0]?.bySeverity ?? { INFO: 0, WARNING: 0, ALERT: 0, CRITICAL: 0 });
      return { header: ['measure', 'total', ...severities], rows: report.notifications.map((row) => [row.measure, row.total, ...severities.map((severity) => row.bySeverity[severity as keyof typeof row.bySeverity])]) };
    }
    case 'planVersusActual': {
      // Times as the wall clock where they happen ('2026-11-28 14:00'), each beside its zone: a flight departs on its origin's clock and lands on its destination's.
      const header = ['tourId', 'tourTitle', 'date', 'segmentId', 'segmentTitle', 'segmentType', 'plannedStart', 'actualStart', 'startTimeZone', 'plannedEnd', 'actualEnd', 'endTimeZone', 'differenceMinutes', 'source'];
      return {
        header,
        rows: report.planVersusActual.rows.map((row) => [
          row.tourId,
          row.tourTitle,
          row.date,
          row.segmentId,
          row.segmentTitle,
          row.segmentType,
          localTime(row.plannedStart, row.startClock.timeZone),
          localTime(row.actualStart, row.startClock.timeZone),
          row.startClock.timeZone,
          localTime(row.plannedEnd, row.endClock.timeZone),
          row.actualEnd === null ? null : localTime(row.actualEnd, row.endClock.timeZone),
          row.endClock.timeZone,
          row.differenceMinutes,
          row.source,
        ]),
      };
    }
  }
}

export function staffPerformanceTable(report: StaffPerformanceReport, _table: TableOf<'staff-performance'>): CsvTable {
  return {
    header: ['staffId', 'name', 'toursWorked', 'daysWorked', 'availableDays', 'utilisation', 'clashOverrides', 'notificationsOnTheirTours', 'acknowledgedCount', 'acknowledgeP50Minutes', 'acknowledgeP90Minutes', 'trackingCoverage'],
    rows: report.staff.map((row) => [
      row.staffId,
      row.name,
      row.toursWorked,
      row.daysWorked,
      row.availableDays,
      row.utilisation,
      row.clashOverrides,
      row.notificationsOnTheirTours,
      row.acknowledge.count,
      row.acknowledge.p50Minutes,
      row.acknowledge.p90Minutes,
      row.trackingCoverage,
    ]),
  };
}

export function travelerInsightsTable(report: TravelerInsightsReport, table: TableOf<'traveler-insights'>): CsvTable {
  switch (table) {
    case 'nationalities':
      return { header: ['nationality', 'travelers'], rows: report.nationalities.map((row) => [row.nationality, row.travelers]) };
    case 'ageBands':
      return { header: ['band', 'travelers'], rows: report.ageBands.map((row) => [row.band, row.travelers]) };
    case 'toursPerTraveler':
      return { header: ['tours', 'travelers'], rows: report.toursPerTraveler.map((row) => [row.tours, row.travelers]) };
    case 'upcomingNeeds':
      // One row per traveler with needs; a tour without any still gets one row.
      return {
        header: ['tourId', 'tourTitle', 'startDate', 'travelers', 'travelersWithDietaryNeeds', 'travelersWithMedicalNeeds', 'travelerId', 'name', 'dietaryNotes', 'medicalNotes'],
        rows: report.upcomingNeeds.flatMap((tour) => {
          const base: CsvCell[] = [tour.tourId, tour.tourTitle, tour.startDate, tour.travelers, tour.travelersWithDietaryNeeds, tour.travelersWithMedicalNeeds];
          return tour.needs.length === 0 ? [[...base, null, null, null, null]] : tour.needs.map((need) => [...base, need.travelerId, need.name, need.dietaryNotes, need.medicalNotes]);
        }),
      };
  }
}
