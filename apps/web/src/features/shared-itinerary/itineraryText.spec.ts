// How a shared itinerary reads: no word said twice, a flight at its airports, stays and the version line in words on the tour's clock.
import type { SharedItineraryView, SharedSegmentView } from '@tourops/contracts';
import { emergencyLine, segmentDetails, segmentKind, segmentTimes, versionLine } from './itineraryText';

const segment = (overrides: Partial<SharedSegmentView>): SharedSegmentView => ({
  type: 'activity',
  title: 'Pena Palace',
  startTime: '09:00',
  durationMinutes: 90,
  place: 'Sintra',
  flight: null,
  transfer: null,
  accommodation: null,
  ...overrides,
});

const flight = segment({
  type: 'flight',
  title: 'Flight TP1941 to Rome',
  startTime: '08:05',
  durationMinutes: 155,
  place: null,
  flight: {
    flightNumber: 'TP1941',
    from: 'LIS',
    to: 'FCO',
    departure: { instant: '2026-11-28T08:05:00.000Z', timeZone: 'Europe/Lisbon', name: 'LIS' },
    arrival: { instant: '2026-11-28T10:40:00.000Z', timeZone: 'Europe/Rome', name: 'FCO' },
  },
});

describe('a shared segment', () => {
  it('says its kind only where the title does not already', () => {
    expect(segmentKind(flight)).toBeNull();
    expect(segmentKind(segment({ type: 'accommodation', title: 'Check-in at Hotel Avenida Palace' }))).toBeNull();
    expect(segmentKind(segment({ type: 'meal', title: 'Lunch at Time Out Market' }))).toBeNull();
    expect(segmentKind(segment({ title: 'Pena Palace' }))).toBe('Activity');
  });

  it('reads a flight at its airports, without its number twice', () => {
    expect(segmentTimes(flight, 'Europe/Lisbon')).toBe('08:05 LIS');
    expect(segmentDetails(flight)).toEqual(['08:05 LIS → 11:40 FCO']);
    expect(segmentDetails({ ...flight, title: 'To Rome' })).toEqual(['TP1941 · 08:05 LIS → 11:40 FCO']);
  });

  it('writes a stay’s dates in words, and a transfer’s destination once', () => {
    expect(segmentDetails(segment({ type: 'accommodation', title: 'Check-in at Hotel Avenida Palace', place: 'Hotel Avenida Palace', accommodation: { checkIn: '2026-12-14T14:00', checkOut: '2026-12-16T10:00' } }))).toEqual([
      'Check-in Mon 14 Dec 14:00, check-out Wed 16 Dec 10:00',
    ]);
    expect(segmentDetails(segment({ type: 'transfer', title: 'Transfer to Hotel Avenida Palace', place: null, durationMinutes: 20, transfer: { from: 'Lisbon airport', to: 'Hotel Avenida Palace' } }))).toEqual(['From Lisbon airport', '20 min']);
  });
});

describe('the version line and the letterhead', () => {
  const itinerary = {
    organization: { name: 'Open Road Tours', logoUrl: null, emergencyPhone: '+351 21 123 4567' },
    tour: { title: 'Lisbon', description: '', startDate: '2026-11-28', endDate: '2026-11-30', timezone: 'Europe/Lisbon' },
    sections: ['itinerary'],
    mode: 'live',
    revision: 18,
    expiresAt: '2026-12-26T23:59:00.000Z',
    viewedAt: '2026-11-26T11:39:00.000Z',
  } as SharedItineraryView;

  it('says when it was shown and until when the link works on the tour’s clock, with no revision number', () => {
    expect(versionLine(itinerary)).toBe('Current version, shown Thu 26 Nov 11:39 Lisbon. Link valid until Sat 26 Dec 23:59 Lisbon.');
    expect(versionLine({ ...itinerary, mode: 'pinned' })).toMatch(/^Version fixed when the link was made, shown/);
  });

  it('names the emergency phone, or nothing when there is none', () => {
    expect(emergencyLine(itinerary.organization)).toBe('Emergency phone +351 21 123 4567');
    expect(emergencyLine({ ...itinerary.organization, emergencyPhone: null })).toBeNull();
  });
});
