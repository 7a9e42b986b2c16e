// Shared test data for the monitoring specifications: a confirmed week in Rome that starts with a flight from Lisbon.
import { airportTime } from '../tours/flight-schedule';
import type { Segment, Tour } from '../tours/tour';

const segment = (fields: Partial<Segment> & Pick<Segment, 'id' | 'type' | 'startTime' | 'durationMinutes'>): Segment => ({
  title: fields.id,
  location: null,
  notes: '',
  flight: null,
  transfer: null,
  ...fields,
});

export const fiumicino = { name: 'Fiumicino airport', lat: 41.8, lng: 12.25 };
export const hotel = { name: 'Hotel Artemide', lat: 41.9, lng: 12.49 };
export const colosseum = { name: 'Colosseum', lat: 41.89, lng: 12.49 };
export const pompeii = { name: 'Pompeii', lat: 40.75, lng: 14.48 };

/**
 * Europe/Rome in June is UTC+2, Lisbon UTC+1. TP836 departs 07:00Z and lands 09:45Z on 10 June; the transfer runs
 * 10:30Z-11:30Z; the Colosseum 13:00Z-15:00Z; the hotel from 19:00Z on the 10th to 08:00Z on the 12th; Pompeii 08:00Z-11:00Z on the 14th.
 */
export const romeWeek: Tour = {
  id: 'tour-1',
  title: 'A week in Rome',
  description: '',
  startDate: '2026-06-10',
  endDate: '2026-06-16',
  timezone: 'Europe/Rome',
  status: 'CONFIRMED',
  deleted: false,
  purged: false,
  template: false,
  origin: null,
  wizardStep: null,
  days: [
    {
      id: 'd1',
      date: '2026-06-10',
      title: 'Arrival',
      description: '',
      segments: [
        segment({
          id: 'f1',
          type: 'flight',
          startTime: '08:00',
          durationMinutes: 165,
          flight: { flightNumber: 'TP836', from: 'LIS', to: 'FCO', departure: airportTime('2026-06-10T08:00', 'Europe/Lisbon'), arrival: airportTime('2026-06-10T11:45', 'Europe/Rome') },
        }),
        segment({ id: 't1', type: 'transfer', startTime: '12:30', durationMinutes: 60, transfer: { from: fiumicino, to: hotel, plannedDurationMinutes: 50 } }),
        segment({ id: 'a1', type: 'activity', startTime: '15:00', durationMinutes: 120, location: colosseum }),
        segment({ id: 'm1', type: 'meal', startTime: '20:00', durationMinutes: 90 }),
        segment({ id: 'h1', type: 'accommodation', startTime: '21:00', durationMinutes: 60, location: hotel, accommodation: { checkIn: '2026-06-10T21:00', checkOut: '2026-06-12T10:00' } }),
        segment({ id: 'x1', type: 'free', startTime: '22:00', durationMinutes: 60, location: hotel }),
      ],
    },
    { id: 'd5', date: '2026-06-14', title: 'Pompeii', description: '', segments: [segment({ id: 'a2', type: 'activity', startTime: '10:00', durationMinutes: 180, location: pompeii })] },
  ],
};

/** AZ610 leaves Rome Fiumicino on Saturday 28 November 2026 at 10:00 Rome time (09:00Z) and lands in Lisbon at 11:50 there. */
export const romeLongWeekend: Tour = {
  id: 'tour-r',
  title: 'Rome long weekend',
  description: '',
  startDate: '2026-11-27',
  endDate: '2026-11-29',
  timezone: 'Europe/Rome',
  status: 'CONFIRMED',
  deleted: false,
  purged: false,
  template: false,
  origin: null,
  wizardStep: null,
  days: [
    {
      id: 'd2',
      date: '2026-11-28',
      title: 'Home',
      description: '',
      segments: [
        {
          id: 'az',
          type: 'flight',
          title: 'Flight AZ610 FCO–LIS',
          startTime: '10:00',
          durationMinutes: 170,
          location: null,
          notes: '',
          transfer: null,
          flight: { flightNumber: 'AZ610', from: 'FCO', to: 'LIS', departure: airportTime('2026-11-28T10:00', 'Europe/Rome'), arrival: airportTime('2026-11-28T11:50', 'Europe/Lisbon') },
        },
      ],
    },
  ],
};
