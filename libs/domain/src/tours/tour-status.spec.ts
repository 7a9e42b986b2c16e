// Specifications of the tour status lifecycle: DRAFT -> PLANNED -> CONFIRMED -> IN_PROGRESS -> COMPLETED, CANCELLED from any non-final status.
import { deciderSpecification } from '../shared/decider-specification';
import { defaultSettings } from '../settings/settings';
import { TOUR_STATUSES, type TourEvent, type TourStatus } from './tour';
import { tourDecider } from './tour-commands';
import { allowedTransitions } from './tour-status';

const given = deciderSpecification(tourDecider, { day: defaultSettings().day });

const tourId = 'tour-1';
const created = (status: 'DRAFT' | 'PLANNED' = 'DRAFT'): TourEvent => ({
  type: 'TourCreated',
  data: { tourId, title: 'Lisbon long weekend', description: '', startDate: '2025-10-03', endDate: '2025-10-05', timezone: 'Europe/Lisbon', status },
});
const statusChanged = (from: TourStatus, to: TourStatus): TourEvent => ({ type: 'TourStatusChanged', data: { tourId, from, to } });
const deleted: TourEvent = { type: 'TourDeleted', data: { tourId } };
const restored: TourEvent = { type: 'TourRestored', data: { tourId } };

const FORWARD: TourStatus[] = ['DRAFT', 'PLANNED', 'CONFIRMED', 'IN_PROGRESS', 'COMPLETED'];

/** The events that bring a new tour to a status: forward step by step, or cancelled while a draft. */
function historyUpTo(status: TourStatus): TourEvent[] {
  if (status === 'CANCELLED') return [created(), statusChanged('DRAFT', 'CANCELLED')];
  return [created(), ...FORWARD.slice(1, FORWARD.indexOf(status) + 1).map((to, index) => statusChanged(FORWARD[index], to))];
}

const TRANSITIONS: Record<TourStatus, TourStatus[]> = {
  DRAFT: ['PLANNED', 'CANCELLED'],
  PLANNED: ['CONFIRMED', 'CANCELLED'],
  CONFIRMED: ['IN_PROGRESS', 'CANCELLED'],
  IN_PROGRESS: ['COMPLETED', 'CANCELLED'],
  COMPLETED: [],
  CANCELLED: [],
};

const pairs = TOUR_STATUSES.flatMap((from) => TOUR_STATUSES.map((to) => [from, to] as [TourStatus, TourStatus]));
const allowedPairs = pairs.filter(([from, to]) => TRANSITIONS[from].includes(to));
const refusedPairs = pairs.filter(([from, to]) => !TRANSITIONS[from].includes(to));

describe('ChangeTourStatus', () => {
  it('covers all 36 pairs of statuses: 8 allowed, 28 refused', () => {
    expect(allowedPairs).toHaveLength(8);
    expect(refusedPairs).toHaveLength(28);
  });

  it.each(allowedPairs)('lets a %s tour become %s', (from, to) => {
    given(historyUpTo(from)).when({ type: 'ChangeTourStatus', data: { status: to } }).then(statusChanged(from, to));
  });

  it.each(refusedPairs)('refuses to let a %s tour become %s', (from, to) => {
    given(historyUpTo(from))
      .when({ type: 'ChangeTourStatus', data: { status: to } })
      .thenThrows({ code: 'conflict', message: `A ${from} tour cannot become ${to}.` });
  });

  it('moves a tour created as PLANNED straight on to CONFIRMED', () => {
    given(created('PLANNED')).when({ type: 'ChangeTourStatus', data: { status: 'CONFIRMED' } }).then(statusChanged('PLANNED', 'CONFIRMED'));
  });

  it('refuses any status change on a deleted tour, even an allowed one', () => {
    given(created(), deleted)
      .when({ type: 'ChangeTourStatus', data: { status: 'PLANNED' } })
      .thenThrows({ code: 'conflict', message: 'The tour is deleted; restore it first.' });
  });

  it('changes the status again once the tour is restored', () => {
    given(created(), deleted, restored).when({ type: 'ChangeTourStatus', data: { status: 'PLANNED' } }).then(statusChanged('DRAFT', 'PLANNED'));
  });

  it('rejects a status change for a tour that does not exist', () => {
    given().when({ type: 'ChangeTourStatus', data: { status: 'PLANNED' } }).thenThrows({ code: 'not_found', message: 'Tour not found.' });
  });

  it.each(['COMPLETED', 'CANCELLED'] as TourStatus[])('lets a %s tour be deleted and restored', (status) => {
    given(historyUpTo(status)).when({ type: 'DeleteTour' }).then(deleted);
    given(historyUpTo(status), deleted).when({ type: 'RestoreTour' }).then(restored);
  });
});

describe('allowedTransitions', () => {
  it.each(TOUR_STATUSES.map((status) => [status, TRANSITIONS[status]] as const))('lets a tour in %s move on to %j', (status, expected) => {
    expect(allowedTransitions(status)).toEqual(expected);
  });

  it('offers CANCELLED from every status that is not final', () => {
    for (const status of ['DRAFT', 'PLANNED', 'CONFIRMED', 'IN_PROGRESS'] as TourStatus[]) expect(allowedTransitions(status)).toContain('CANCELLED');
  });
});
