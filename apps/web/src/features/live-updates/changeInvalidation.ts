// Which cached reads a pushed change makes stale: the tour lists and the changed tours, or the settings.
import type { ChangeMessage } from '@tourops/contracts';
import { DELETED_TOUR_LIST, TOUR_LIST } from '../../app/api';

export type InvalidatedTag = 'Settings' | { type: 'Tour' | 'TourHistory'; id: string };

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
    default:
      return [];
  }
}

