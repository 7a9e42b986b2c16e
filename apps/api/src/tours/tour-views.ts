// Read-model documents of tours as the API answers them.
import { allowedTransitions } from '@tourops/domain';
import type { TourDocument } from '@tourops/projections';
import type { TourSummaryView, TourView } from '@tourops/contracts';

export function toTourSummaryView(document: TourDocument): TourSummaryView {
  return {
    id: document.id,
    title: document.title,
    description: document.description,
    status: document.status,
    startDate: document.startDate,
    endDate: document.endDate,
    timezone: document.timezone,
    dayCount: document.dayCount,
    segmentCount: document.segmentCount,
    deleted: document.deleted,
    deletedAt: document.deletedAt,
    createdBy: document.createdBy,
    createdAt: document.createdAt,
    updatedAt: document.updatedAt,
    revision: document.revision,
    template: document.template ?? false,
    origin: document.origin ?? null,
    wizardStep: document.wizardStep ?? null,
  };
}

export function toTourView(document: TourDocument): TourView {
  return {
    ...toTourSummaryView(document),
    days: document.days,
    allowedTransitions: document.deleted ? [] : allowedTransitions(document.status),
  };
}

/** Fields the list leaves out: the days and internals. */
export const SUMMARY_PROJECTION = { days: 0, searchText: 0, _position: 0 } as const;
