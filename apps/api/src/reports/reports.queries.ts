// The three reports of an organization, each read from its report facts (the tours of the range, the blocks of travelers and notifications) and computed at query time.
import { Inject, Injectable } from '@nestjs/common';
import type { StaffPerformanceQuery, StaffPerformanceReport, TourPerformanceReport, TravelerInsightsReport, ReportSource, tourPerformanceQuery, travelerInsightsQuery } from '@tourops/contracts';
import type { z } from 'zod';
import {
  POSITION_FIELD,
  REPORT_SETTINGS_COLLECTION,
  REPORT_SETTINGS_ID,
  REPORT_STAFF_COLLECTION,
  REPORT_TOURS_COLLECTION,
  TOURS_COLLECTION,
  compactSegmentsOf,
  reportStaffProjection,
  segmentFactsOfPlan,
  reportToursProjection,
  reportTravelersProjection,
  type DocumentProjection,
  type ReportSettingsDocument,
  type ReportTourDocument,
  type TourDocument,
} from '@tourops/projections';
import type { OrganizationScope, ReadStore } from '@tourops/read-store';
import type { TourStatus } from '@tourops/domain';
import { Clock, READ_STORE } from '@tourops/runtime';
import { reportRange, type ReportRange } from './report-range';
import { planVersusActualRows, type TourDetails } from './plan-versus-actual';
import { staffPerformance, type StaffFacts } from './staff-performance.report';
import { StaffSamplesMemo } from './staff-samples.memo';
import { dayWindowOf, tourPerformance, type TourFacts } from './tour-performance.report';
import { TrackedStartsMemo } from './tracked-starts.memo';
import { laterPosition } from './followed-rows';
import { NotificationFactsMemo, type NotificationColumns } from './notification-facts.memo';
import { TravelerFactsMemo } from './traveler-facts.memo';
import { travelerInsights } from './traveler-insights.report';

type Positioned = { [POSITION_FIELD]?: string };

/** The last position among the documents an answer read. */
function lastPosition(...groups: readonly (readonly object[])[]): string {
  let last = '0';
  for (const group of groups) for (const document of group) last = laterPosition(last, (document as Positioned)[POSITION_FIELD]);
  return last;
}

/** A position kept by a memo, as lastPosition reads documents. */
const positioned = (position: string): Positioned => ({ [POSITION_FIELD]: position });

const sourceOf = (projection: DocumentProjection, range: ReportRange, position: string): ReportSource => ({ projection: projection.name, version: projection.version, position, ...range });

/** What the tour performance report reads of each tour: the compact facts, not the plan nor the full segments. */
const TOUR_FACTS = { status: 1, startDate: 1, timezone: 1, monitored: 1, located: 1, [POSITION_FIELD]: 1 } as const;
/** What the reports read of each member: everything but the samples (StaffSamplesMemo) and the folded state. */
const STAFF_FACTS = { samples: 0, member: 0 } as const;

@Injectable()
export class ReportsQueries {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly clock: Clock,
    private readonly samples: StaffSamplesMemo,
    private readonly travelerFacts: TravelerFactsMemo,
    private readonly notificationFacts: NotificationFactsMemo,
    private readonly tracked: TrackedStartsMemo,
  ) {}

  private today(): string {
    return this.clock.now().toISOString().slice(0, 10);
  }

  rangeOf(query: { from?: string; to?: string }): ReportRange {
    return reportRange(query, this.today());
  }

  /** Every notification of the organization as columns; a report keeps those raised in its range. */
  private notificationsOf(scope: OrganizationScope): Promise<NotificationColumns> {
    return this.notificationFacts.columnsOf(scope);
  }

  private settingsOf(scope: OrganizationScope): Promise<ReportSettingsDocument | null> {
    return scope.collection<ReportSettingsDocument>(REPORT_SETTINGS_COLLECTION).findOne({ _id: REPORT_SETTINGS_ID });
  }

  async tourPerformance(orgId: string, query: z.output<typeof tourPerformanceQuery>): Promise<TourPerformanceReport> {
    const range = this.rangeOf(query);
    const scope = this.readStore.forOrganization(orgId);
    const toursCollection = scope.collection<ReportTourDocument>(REPORT_TOURS_COLLECTION);
    const [tours, notifications, staff, settings] = await Promise.all([
      scope.collection<TourFacts>(REPORT_TOURS_COLLECTION).find({ counted: true, startDate: { $lte: range.to }, endDate: { $gte: range.from } }, { projection: TOUR_FACTS }),
      this.notificationsOf(scope),
      scope.collection<StaffFacts>(REPORT_STAFF_COLLECTION).find({}, { projection: { _id: 1, assignments: 1, [POSITION_FIELD]: 1 } }),
      this.settingsOf(scope),
    ]);
    await this.withCompactSegments(scope, tours);
    const tourStatuses = new Map<string, TourStatus | null>(tours.map((tour) => [tour._id, tour.status]));
    const elsewhere = new Set<string>();
    for (const tourId of notifications.toursRaisedIn(range)) if (!tourStatuses.has(tourId)) elsewhere.add(tourId);
    if (elsewhere.size > 0)
      for (const tour of await toursCollection.find({ _id: { $in: [...elsewhere] } }, { projection: { status: 1, counted: 1 } })) tourStatuses.set(tour._id, tour.counted ? tour.status : null);
    const trackedStarts = this.tracked.trackedStartsOf(orgId, tours, staff, await this.samples.samplesOf(scope, staff), dayWindowOf(settings));
    const { planVersusActual, ...figures } = tourPerformance({ range, status: query.status, measure: query.measure, tours, notifications, tourStatuses, trackedStarts, settings });
    const shownTours = [...new Set(planVersusActual.shown.map((row) => row.tourId))];
    const [shown, plans] = shownTours.length === 0 ? [[], new Map<string, TourDocument>()] : await Promise.all([toursCollection.find({ _id: { $in: shownTours } }, { projection: { title: 1, timezone: 1, delays: 1 } }), this.plansOf(scope, shownTours)]);
    const details = new Map<string, TourDetails>(shown.map(({ _id, title, timezone, delays }) => [_id, { _id, title, timezone, delays, segments: segmentFactsOfPlan(plans.get(_id) ?? null) }]));
    const rows = planVersusActualRows(planVersusActual.shown, details);
    return { source: sourceOf(reportToursProjection, range, lastPosition(tours, [positioned(notifications.lastPosition)], staff, settings ? [settings] : [])), ...figures, planVersusActual: { total: planVersusActual.total, rows } };
  }

  /** The plans of these tours, as the tours read model holds them (their days the very objects segmentFactsOfPlan remembers). */
  private async plansOf(scope: OrganizationScope, tourIds: readonly string[]): Promise<Map<string, TourDocument>> {
    const plans = await scope.collection<TourDocument>(TOURS_COLLECTION).find({ _id: { $in: [...tourIds] } });
    return new Map(plans.map((plan) => [plan._id, plan]));
  }

  /**
   * Documents of an earlier report-tours version (serving until the next one takes over) get their compact segments from
   * the plan: version 1 had none, versions before 6 a flat list of the located ones.
   */
  private async withCompactSegments(scope: OrganizationScope, tours: TourFacts[]): Promise<void> {
    const older = tours.filter((tour) => !tour.monitored || !tour.located || Array.isArray(tour.located));
    if (older.length === 0) return;
    const ids = older.map((tour) => tour._id);
    const [full, plans] = await Promise.all([scope.collection<Pick<ReportTourDocument, '_id' | 'delays'>>(REPORT_TOURS_COLLECTION).find({ _id: { $in: ids } }, { projection: { delays: 1 } }), this.plansOf(scope, ids)]);
    const compact = new Map(full.map((tour) => [tour._id, compactSegmentsOf(segmentFactsOfPlan(plans.get(tour._id) ?? null), tour.delays)]));
    for (const tour of older) Object.assign(tour, compact.get(tour._id) ?? compactSegmentsOf([], {}));
  }

  async staffPerformance(orgId: string, query: StaffPerformanceQuery): Promise<StaffPerformanceReport> {
    const range = this.rangeOf(query);
    const scope = this.readStore.forOrganization(orgId);
    const [staff, notifications, settings] = await Promise.all([
      scope.collection<StaffFacts>(REPORT_STAFF_COLLECTION).find(query.staffId ? { _id: query.staffId.toLowerCase() } : {}, { projection: STAFF_FACTS }),
      this.notificationsOf(scope),
      this.settingsOf(scope),
    ]);
    const figures = staffPerformance({ range, staff, samples: await this.samples.samplesOf(scope, staff), notifications, settings });
    return { source: sourceOf(reportStaffProjection, range, lastPosition(staff, [positioned(notifications.lastPosition)], settings ? [settings] : [])), ...figures };
  }

  async travelerInsights(orgId: string, query: z.output<typeof travelerInsightsQuery>): Promise<TravelerInsightsReport> {
    const range = this.rangeOf(query);
    const scope = this.readStore.forOrganization(orgId);
    const toursCollection = scope.collection<ReportTourDocument>(REPORT_TOURS_COLLECTION);
    // Every traveler, removed ones too (their rows stay in place), from their blocks.
    const [tours, uncounted, columns] = await Promise.all([
      toursCollection.find({ counted: true, status: { $ne: 'CANCELLED' }, startDate: { $gte: range.from, $lte: range.to } }, { projection: { title: 1, startDate: 1, travelerIds: 1, [POSITION_FIELD]: 1 }, sort: { startDate: 1, _id: 1 } }),
      toursCollection.find({ $or: [{ counted: false }, { status: 'CANCELLED' }] }, { projection: { _id: 1 } }),
      this.travelerFacts.columnsOf(scope),
    ]);
    const figures = travelerInsights({ range, today: this.today(), tours, travelers: columns, nationality: query.nationality?.toUpperCase(), uncountedTourIds: new Set(uncounted.map((tour) => tour._id)) });
    return { source: sourceOf(reportTravelersProjection, range, lastPosition(tours, [positioned(columns.lastPosition)])), ...figures };
  }
}
