// The tours on the calendar now (running today, departing in the next 7 days, each by its own zone's date), read with a date-bounded filter of few fields.
import { Inject, Injectable } from '@nestjs/common';
import { CALENDAR_STATUSES, periodDateBounds, periodOn, tourToday, type TourPeriod } from '@tourops/domain';
import { TOURS_COLLECTION, type TourDocument } from '@tourops/projections';
import type { ReadStore } from '@tourops/read-store';
import { Clock, READ_STORE } from '@tourops/runtime';

/** What the calendar keeps of a tour: enough to place it, title it and link it. */
export type CalendarTour = Pick<TourDocument, '_id' | 'title' | 'status' | 'startDate' | 'endDate' | 'timezone'> & { today: string };

export interface TourCalendarView {
  at: number;
  runningToday: CalendarTour[];
  departingNext7Days: CalendarTour[];
}

const CALENDAR_FIELDS = { title: 1, status: 1, startDate: 1, endDate: 1, timezone: 1 } as const;

@Injectable()
export class TourCalendarReader {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly clock: Clock,
  ) {}

  async calendar(orgId: string): Promise<TourCalendarView> {
    const at = this.clock.now().getTime();
    const { startOnOrBefore, endOnOrAfter } = periodDateBounds(at);
    const candidates = await this.readStore
      .forOrganization(orgId)
      .collection<TourDocument & Record<string, unknown>>(TOURS_COLLECTION)
      .find(
        { deleted: false, template: { $ne: true }, status: { $in: [...CALENDAR_STATUSES] }, startDate: { $lte: startOnOrBefore }, endDate: { $gte: endOnOrAfter } },
        { projection: CALENDAR_FIELDS },
      );
    const view: TourCalendarView = { at, runningToday: [], departingNext7Days: [] };
    const todayIn = new Map<string, string>();
    for (const tour of candidates) {
      if (!todayIn.has(tour.timezone)) todayIn.set(tour.timezone, tourToday(tour.timezone, at));
      const today = todayIn.get(tour.timezone)!;
      const period = periodOn(tour, today);
      const entry = { ...tour, today };
      if (period === 'running-today') view.runningToday.push(entry);
      else if (period === 'departing-next-7-days') view.departingNext7Days.push(entry);
    }
    return view;
  }

  async tourIdsIn(orgId: string, period: TourPeriod): Promise<string[]> {
    const view = await this.calendar(orgId);
    return (period === 'running-today' ? view.runningToday : view.departingNext7Days).map((tour) => tour._id);
  }
}
