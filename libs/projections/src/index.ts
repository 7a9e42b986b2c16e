// Public surface of the projections: pure event -> read-model definitions.
import { settingsProjection } from './settings.projection';
import { toursProjection } from './tours/tours.projection';
import type { DocumentProjection } from './projection';
import { TRAVELER_PROJECTIONS } from './travelers';
import { FIELD_STAFF_PROJECTIONS } from './field-staff';
import { TRACKING_PROJECTIONS } from './tracking';
import { USER_PROJECTIONS } from './users';
import { NOTIFICATION_PROJECTIONS } from './notifications';
import { MONITORING_PROJECTIONS } from './monitoring';
import { REPORT_PROJECTIONS } from './reports';
import { OVERVIEW_PROJECTIONS } from './overview';
import { SHARED_LINK_PROJECTIONS } from './shared-links';
import { AUDIT_PROJECTIONS } from './audit';
import { EVENT_LINK_PROJECTIONS } from './event-links';
import { HISTORY_COLLECTIONS } from './history-collections';
import type { EventStore } from '@tourops/event-store';

export * from './projection';
export * from './batch';
export * from './tours/tours.projection';
export * from './settings.projection';
export * from './travelers';
export * from './field-staff';
export * from './tracking';
export * from './users';
export * from './notifications';
export * from './monitoring';
export * from './reports';
export * from './overview';
export * from './shared-links';
export * from './audit';
export * from './event-links';
export * from './history-collections';
export * from './history-source';

/** Every projection the projector runs. */
export const ALL_PROJECTIONS: readonly DocumentProjection[] = [
  toursProjection,
  settingsProjection,
  ...TRAVELER_PROJECTIONS,
  ...FIELD_STAFF_PROJECTIONS,
  ...TRACKING_PROJECTIONS,
  ...USER_PROJECTIONS,
  ...NOTIFICATION_PROJECTIONS,
  ...MONITORING_PROJECTIONS,
  ...REPORT_PROJECTIONS,
  ...OVERVIEW_PROJECTIONS,
  ...SHARED_LINK_PROJECTIONS,
  ...AUDIT_PROJECTIONS,
  ...EVENT_LINK_PROJECTIONS,
];

/** Read models of earlier versions that no projection writes any more: a document per traveler and per notification, now in blocks (ADR 0059). */
export const RETIRED_COLLECTIONS: readonly string[] = ['report-travelers', 'report-notifications'];

/** The read models an earlier version kept and this one has no use for, dropped at start: the retired ones, and the history's when the log finds it itself (ADR 0056). */
export const retiredOver = (eventStore: Pick<EventStore, 'finder'>): readonly string[] => (eventStore.finder ? [...RETIRED_COLLECTIONS, ...HISTORY_COLLECTIONS] : RETIRED_COLLECTIONS);

/** The projections a projector runs over this log: all of them, but the history's when the log finds it itself (ADR 0056). */
export const projectionsOver = (eventStore: Pick<EventStore, 'finder'>): readonly DocumentProjection[] =>
  eventStore.finder ? ALL_PROJECTIONS.filter((projection) => !HISTORY_COLLECTIONS.includes(projection.collection)) : ALL_PROJECTIONS;
