// Shared link queries: the organization's links, newest first, with their tour's title, status at the clock's time, views and last view.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { sharedLinkAccess, type SharedLink } from '@tourops/domain';
import type { ReadStore } from '@tourops/read-store';
import { SHARED_LINKS_COLLECTION, TOURS_COLLECTION, type SharedLinkDocument, type TourDocument } from '@tourops/projections';
import type { SharedLinkStatus, SharedLinkView } from '@tourops/contracts';
import { Clock, READ_STORE } from '@tourops/runtime';

/** The newest links answered at most; older ones stay in the log and the read model. */
export const SHARED_LINKS_LISTED_MAX = 500;

export class ListSharedLinksQuery extends Query<{ items: SharedLinkView[] }> {
  constructor(readonly orgId: string) {
    super();
  }
}

function statusOf(link: SharedLink, now: string): SharedLinkStatus {
  const access = sharedLinkAccess({ status: 'present', link }, now);
  return access.kind === 'gone' ? access.reason : 'active';
}

@QueryHandler(ListSharedLinksQuery)
export class ListSharedLinksHandler implements IQueryHandler<ListSharedLinksQuery> {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly clock: Clock,
  ) {}

  async execute({ orgId }: ListSharedLinksQuery): Promise<{ items: SharedLinkView[] }> {
    const scope = this.readStore.forOrganization(orgId);
    const links = await scope
      .collection<SharedLinkDocument>(SHARED_LINKS_COLLECTION)
      .find({}, { sort: { createdAt: -1, _id: -1 }, limit: SHARED_LINKS_LISTED_MAX, projection: { tokenHash: 0 } });
    const tourIds = [...new Set(links.map((link) => link.tourId))];
    const tours = tourIds.length === 0 ? [] : await scope.collection<TourDocument>(TOURS_COLLECTION).find({ _id: { $in: tourIds } }, { projection: { title: 1 } });
    const titles = new Map(tours.map((tour) => [tour._id, tour.title]));
    const now = this.clock.now().toISOString();
    return {
      items: links.map((link) => ({
        id: link.linkId,
        tourId: link.tourId,
        tourTitle: titles.get(link.tourId) ?? '',
        sections: link.sections,
        mode: link.mode,
        pinnedRevision: link.pinnedRevision,
        createdAt: link.createdAt,
        createdBy: link.createdBy,
        expiresAt: link.expiresAt,
        revokedAt: link.revokedAt,
        status: statusOf(link, now),
        views: link.views,
        lastViewedAt: link.lastViewedAt,
        lastViewedRevision: link.lastViewedRevision,
      })),
    };
  }
}
