// Notifications left open behind the watch list: of a tour that ended (completed, cancelled, deleted, purged), of a subject gone from its watched tour, or of a window that is over.
import { Inject, Injectable } from '@nestjs/common';
import { isWatchedTour, type NotificationStatus, type SubjectOnWatch, type Tour } from '@tourops/domain';
import { NOTIFICATIONS_COLLECTION, TOURS_COLLECTION, type NotificationDocument } from '@tourops/projections';
import type { ReadStore } from '@tourops/read-store';
import { READ_STORE } from '@tourops/runtime';
import { NotificationDecisions } from './notification-decisions';

export const OPEN_STATUSES: readonly NotificationStatus[] = ['UNREAD', 'READ', 'ACKNOWLEDGED'];

export type OpenNotification = Pick<NotificationDocument, 'id' | 'tourId' | 'subjectId'>;

/** What the tours read model keeps of a tour, as far as the watch goes (a purged tour keeps only that it was purged). */
export type TourOnRecord = Partial<Pick<Tour, 'id' | 'status' | 'deleted' | 'purged' | 'template'>>;

/** Open notifications of a tour's subject that is not on the watch list, or is on it and over; the organization's own (no tour) stay. */
export function unwatchedOrOver(open: readonly OpenNotification[], subjects: readonly SubjectOnWatch[]): OpenNotification[] {
  const watched = new Map(subjects.map((subject) => [subject.id, subject]));
  return open.filter((notification) => {
    const subject = watched.get(notification.subjectId);
    return notification.tourId !== '' && (!subject || subject.over);
  });
}

/**
 * Whether a tour lets its subjects' notifications go: it ended (completed, cancelled, deleted, purged), or it is
 * watched and the subject left it or is over. A tour not yet watched, or not yet in the read model, keeps them.
 */
export function letsGo(tour: TourOnRecord | undefined): boolean {
  if (!tour) return false;
  if (tour.purged || tour.deleted || tour.status === 'COMPLETED' || tour.status === 'CANCELLED') return true;
  return isWatchedTour(tour as Tour);
}

@Injectable()
export class LeftOpenNotifications {
  /** Per organization, the notifications this monitor is expiring that the read model still shows open. */
  private readonly expiring = new Map<string, Set<string>>();

  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly decisions: NotificationDecisions,
  ) {}

  /**
   * The ids of the organization's open notifications left behind by the watch list `subjects`: one query on the
   * status index, and a second one of their tours only when some subject is unwatched or over.
   */
  async find(orgId: string, subjects: readonly SubjectOnWatch[]): Promise<string[]> {
    const scope = this.readStore.forOrganization(orgId);
    const open = await scope
      .collection<OpenNotification>(NOTIFICATIONS_COLLECTION)
      .find({ status: { $in: [...OPEN_STATUSES] } }, { projection: { id: 1, tourId: 1, subjectId: 1 } });
    const openIds = new Set(open.map((notification) => notification.id));
    const expiring = new Set([...(this.expiring.get(orgId) ?? [])].filter((id) => openIds.has(id)));
    const candidates = unwatchedOrOver(open, subjects).filter((notification) => !expiring.has(notification.id));
    if (candidates.length > 0) {
      const tours = await scope
        .collection<TourOnRecord>(TOURS_COLLECTION)
        .find({ _id: { $in: [...new Set(candidates.map((notification) => notification.tourId))] } }, { projection: { id: 1, status: 1, deleted: 1, purged: 1, template: 1 } });
      const byId = new Map(tours.map((tour) => [tour.id, tour]));
      for (const notification of candidates) if (letsGo(byId.get(notification.tourId))) expiring.add(notification.id);
    }
    const before = this.expiring.get(orgId);
    if (expiring.size > 0) this.expiring.set(orgId, expiring);
    else this.expiring.delete(orgId);
    return [...expiring].filter((id) => !before?.has(id));
  }

  /** ExpireNotification on each, one after the other; one that failed is found again on the next look. */
  async expire(orgId: string, ids: readonly string[]): Promise<void> {
    const failures: unknown[] = [];
    for (const id of ids) {
      try {
        await this.decisions.expireNotification(orgId, id);
      } catch (error) {
        this.expiring.get(orgId)?.delete(id);
        failures.push(error);
      }
    }
    if (failures.length > 0) throw failures[0];
  }
}
