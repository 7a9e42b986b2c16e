// The map dashboard's query: tours running in a date range (tours read model), their open notifications (notifications read model), airports from the offline index.
import { Inject, Injectable } from '@nestjs/common';
import type { NotificationStatus, TourStatus } from '@tourops/domain';
import type { DashboardMapView } from '@tourops/contracts';
import { NOTIFICATIONS_COLLECTION, TOURS_COLLECTION, type NotificationDocument, type TourDocument } from '@tourops/projections';
import type { Filter, ReadStore } from '@tourops/read-store';
import { READ_STORE } from '@tourops/runtime';
import { OfflinePlaceIndex } from '../places/offline-place-index';
import { dashboardMapOf, type OpenAlert } from './dashboard-map-views';

const OPEN_STATUSES: readonly NotificationStatus[] = ['UNREAD', 'READ', 'ACKNOWLEDGED'];

export interface DashboardMapCriteria {
  from: string;
  to: string;
  /** Empty: every status. */
  statuses: TourStatus[];
}

@Injectable()
export class DashboardMapQueries {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly places: OfflinePlaceIndex,
  ) {}

  async map(orgId: string, { from, to, statuses }: DashboardMapCriteria): Promise<DashboardMapView> {
    const scope = this.readStore.forOrganization(orgId);
    const running: Filter = {
      deleted: false,
      template: { $ne: true },
      purged: { $ne: true },
      startDate: { $lte: to },
      endDate: { $gte: from },
      ...(statuses.length > 0 ? { status: { $in: statuses } } : {}),
    };
    const tours = await scope.collection<TourDocument>(TOURS_COLLECTION).find(running, { sort: { startDate: 1, titleKey: 1, _id: 1 } });
    const alerts =
      tours.length === 0
        ? []
        : await scope
            .collection<NotificationDocument & Record<string, unknown>>(NOTIFICATIONS_COLLECTION)
            .find({ tourId: { $in: tours.map((tour) => tour.id) }, status: { $in: [...OPEN_STATUSES] } }, { projection: { tourId: 1, subjectId: 1, level: 1 } });
    const locate = (iata: string) => this.places.airport(iata) ?? null;
    return dashboardMapOf({ from, to }, tours, alerts as OpenAlert[], locate);
  }
}
