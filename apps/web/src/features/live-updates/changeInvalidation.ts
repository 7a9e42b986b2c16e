// Which cached reads a pushed change makes stale: the lists and changed records of its collection, or the settings.
import type { ChangeMessage } from '@tourops/contracts';
import { DELETED_TOUR_LIST, LIST, TOUR_LIST } from '../../app/api';

export type InvalidatedTag = 'Settings' | { type: 'Tour' | 'TourHistory' | 'Traveler' | 'FieldStaff' | 'StaffPosition' | 'Member' | 'Notification' | 'MonitoringSubject' | 'SharedLink'; id: string };

/** Collections whose changes invalidate the lists of a tag type and the changed records. */
const RECORD_TAGS = {
  travelers: 'Traveler',
  'field-staff': 'FieldStaff',
  'staff-positions': 'StaffPosition',
  members: 'Member',
  invitations: 'Member',
  'shared-links': 'SharedLink',
} as const;

export function isChangeMessage(value: unknown): value is ChangeMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  return typeof message.collection === 'string' && Array.isArray(message.ids) && message.ids.every((id) => typeof id === 'string');
}

export function tagsInvalidatedBy(message: ChangeMessage): InvalidatedTag[] {
  switch (message.collection) {
    case 'tours':
      return [
        { type: 'Tour', id: TOUR_LIST },
        { type: 'Tour', id: DELETED_TOUR_LIST },
        ...message.ids.flatMap((id): InvalidatedTag[] => [
          { type: 'Tour', id },
          { type: 'TourHistory', id },
        ]),
      ];
    case 'settings':
      return ['Settings'];
    // A check changes a subject's readings; a notification changes its level: the monitoring lists follow both.
    case 'monitoring-subjects':
      return [{ type: 'MonitoringSubject', id: LIST }];
    case 'notifications':
      return [{ type: 'Notification', id: LIST }, ...message.ids.map((id): InvalidatedTag => ({ type: 'Notification', id })), { type: 'MonitoringSubject', id: LIST }];
    default: {
      const type = RECORD_TAGS[message.collection as keyof typeof RECORD_TAGS];
      if (!type) return [];
      return [{ type, id: LIST }, ...message.ids.map((id): InvalidatedTag => ({ type, id }))];
    }
  }
}

