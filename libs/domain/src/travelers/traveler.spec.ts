// Specifications of evolve for travelers: registration, details, tours, removal, and replays that change nothing.
import {
  evolveTraveler,
  evolveTravelerState,
  initialTravelerState,
  TRAVELER_EVENT_TYPES,
  travelerStreamName,
  type Traveler,
  type TravelerDetails,
  type TravelerEvent,
  type TravelerState,
} from './traveler';

const travelerId = 'traveler-1';
const details: TravelerDetails = {
  firstName: 'Kenji',
  lastName: 'Sato',
  email: 'kenji@example.jp',
  phone: '+81 90 1234 5678',
  nationality: 'JP',
  dateOfBirth: '1975-11-30',
  passport: { number: 'TK1234567', expiry: '2029-08-01' },
  dietaryNotes: '',
  medicalNotes: 'Diabetic; carries insulin.',
  emergencyContact: null,
  tags: [],
};
const registered: TravelerEvent = { type: 'TravelerRegistered', data: { travelerId, ...details } };
const assigned = (tourId: string): TravelerEvent => ({ type: 'TravelerAssignedToTour', data: { travelerId, tourId } });
const unassigned = (tourId: string): TravelerEvent => ({ type: 'TravelerUnassignedFromTour', data: { travelerId, tourId } });

const fold = (...events: TravelerEvent[]): TravelerState => events.reduce(evolveTravelerState, initialTravelerState);
const foldTraveler = (...events: TravelerEvent[]): Traveler => {
  const state = fold(...events);
  if (state.status !== 'present') throw new Error('Expected a traveler.');
  return state.traveler;
};

describe('evolve for travelers', () => {
  it('starts absent', () => {
    expect(fold()).toEqual({ status: 'absent' });
  });

  it('registers a traveler on no tours, not removed', () => {
    expect(foldTraveler(registered)).toEqual({ id: travelerId, ...details, tourIds: [], deleted: false, erased: false });
  });

  it('keeps the acknowledged duplicates out of the traveler', () => {
    const acknowledged: TravelerEvent = { type: 'TravelerRegistered', data: { travelerId, ...details, acknowledgedDuplicates: [{ id: 'traveler-2', reason: 'same-email' }] } };
    expect(foldTraveler(acknowledged)).toEqual(foldTraveler(registered));
  });

  it('applies changed details and keeps the rest', () => {
    const traveler = foldTraveler(registered, { type: 'TravelerDetailsChanged', data: { travelerId, changes: { phone: '', tags: ['vip'] } } });
    expect(traveler).toEqual({ id: travelerId, ...details, phone: '', tags: ['vip'], tourIds: [], deleted: false, erased: false });
  });

  it('lists the tours in the order the traveler joined them and drops the ones left', () => {
    expect(foldTraveler(registered, assigned('tour-b'), assigned('tour-a'), assigned('tour-c'), unassigned('tour-a')).tourIds).toEqual(['tour-b', 'tour-c']);
  });

  it('marks a removed traveler and clears the mark on restore, keeping their tours', () => {
    const removed = foldTraveler(registered, assigned('tour-1'), { type: 'TravelerRemoved', data: { travelerId } });
    expect(removed).toMatchObject({ deleted: true, tourIds: ['tour-1'] });
    const restored = evolveTraveler(removed, { type: 'TravelerRestored', data: { travelerId } });
    expect(restored).toMatchObject({ deleted: false, tourIds: ['tour-1'] });
  });

  it('changes nothing when the same assignment or unassignment is applied twice', () => {
    const once = foldTraveler(registered, assigned('tour-1'));
    expect(evolveTraveler(once, assigned('tour-1'))).toEqual(once);
    const left = evolveTraveler(once, unassigned('tour-1'));
    expect(evolveTraveler(left, unassigned('tour-1'))).toEqual(left);
  });

  it('ignores events for a traveler it never saw registered', () => {
    expect(evolveTraveler(null, assigned('tour-1'))).toBeNull();
    expect(fold(assigned('tour-1'))).toEqual({ status: 'absent' });
  });

  it('does not mutate the traveler it is given', () => {
    const traveler = Object.freeze(foldTraveler(registered));
    expect(() => evolveTraveler(traveler, assigned('tour-1'))).not.toThrow();
    expect(traveler.tourIds).toEqual([]);
  });
});

describe('traveler streams and event types', () => {
  it('names the stream after the organization and the traveler', () => {
    expect(travelerStreamName('org-1', 'traveler-1')).toBe('traveler-org-1.traveler-1');
  });

  it('lists every traveler event type', () => {
    expect([...TRAVELER_EVENT_TYPES].sort()).toEqual(
      ['TravelerAssignedToTour', 'TravelerDetailsChanged', 'TravelerErased', 'TravelerRegistered', 'TravelerRemoved', 'TravelerRestored', 'TravelerUnassignedFromTour'],
    );
  });
});
