// The settings read model: one document per settings name, holding the stored values as written.
import { SETTINGS_EVENT_TYPES, type SettingsEvent } from '@tourops/domain';
import type { DocumentProjection } from './projection';

export const SETTINGS_COLLECTION = 'settings';

export const settingsProjection: DocumentProjection = {
  name: 'settings',
  version: 1,
  collection: SETTINGS_COLLECTION,
  eventTypes: SETTINGS_EVENT_TYPES,
  documentId: (event) => (event.data as SettingsEvent['data']).name,
  evolve(document, event) {
    const { name, values } = (event as unknown as SettingsEvent).data;
    const { occurredAt, actorId } = event.metadata;
    return {
      _id: name,
      name,
      values,
      createdBy: (document?.createdBy as string | undefined) ?? actorId,
      createdAt: (document?.createdAt as string | undefined) ?? occurredAt,
      updatedAt: occurredAt,
      revision: event.revision,
    };
  },
  indexes: [],
};
