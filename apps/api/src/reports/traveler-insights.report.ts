// The traveler insights report from the report facts: nationalities, age bands, repeat travelers, tours per traveler, needs of upcoming tours.
import { AGE_BANDS, type AgeBand, type TravelerInsightsReport } from '@tourops/contracts';
import type { ReportTourDocument, ReportTravelerDocument } from '@tourops/projections';
import { shareOf } from './report-figures';
import type { ReportRange } from './report-range';
import type { TourSlots } from './traveler-tours.memo';

/** A current traveler (not removed; of the nationality asked for) as the report reads it: their facts, names and notes. */
export type TravelerFacts = Pick<ReportTravelerDocument, '_id' | 'nationality' | 'dateOfBirth' | 'tourIds' | 'hasNeeds' | 'firstName' | 'lastName' | 'dietaryNotes' | 'medicalNotes'>;

export interface TravelerInsightsFacts {
  range: ReportRange;
  today: string;
  /** Counted, not cancelled tours starting in the range, by start date. */
  tours: Pick<ReportTourDocument, '_id' | 'title' | 'startDate' | 'travelerIds'>[];
  /** Every current traveler: those on a tour of the range are counted, each from the first of them. */
  travelers: readonly TravelerFacts[];
  /** Tours a traveler's count leaves out: deleted, templates, purged, cancelled. */
  uncountedTourIds: ReadonlySet<string>;
  /** The organization's tours as slots, and each traveler's (TravelerToursMemo). */
  slots: TourSlots;
}

const TOUR_BUCKETS = ['1', '2', '3', '4', '5+'];

/** Whole years from the date of birth to `on`; null when the date of birth is not a date before it. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function ageOn(dateOfBirth: string, on: string): number | null {
  if (!ISO_DATE.test(dateOfBirth) || dateOfBirth > on) return null;
  const years = Number(on.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return on.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

export function ageBandOf(age: number | null): AgeBand {
  if (age === null) return 'unknown';
  if (age < 18) return '0-17';
  if (age < 30) return '18-29';
  if (age < 45) return '30-44';
  if (age < 60) return '45-59';
  if (age < 75) return '60-74';
  return '75+';
}

function upcomingNeeds(facts: TravelerInsightsFacts, onUpcomingTours: ReadonlyMap<string, TravelerFacts>): TravelerInsightsReport['upcomingNeeds'] {
  return facts.tours
    .filter((tour) => tour.startDate >= facts.today)
    .map((tour) => {
      const travelers = tour.travelerIds.flatMap((id) => (onUpcomingTours.has(id) ? [onUpcomingTours.get(id)!] : []));
      const needs = travelers
        .filter((traveler) => traveler.hasNeeds)
        .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a._id.localeCompare(b._id));
      return {
        tourId: tour._id,
        tourTitle: tour.title,
        startDate: tour.startDate,
        travelers: travelers.length,
        travelersWithDietaryNeeds: needs.filter((need) => need.dietaryNotes.trim() !== '').length,
        travelersWithMedicalNeeds: needs.filter((need) => need.medicalNotes.trim() !== '').length,
        needs: needs.map(({ _id, firstName, lastName, dietaryNotes, medicalNotes }) => ({ travelerId: _id, name: `${firstName} ${lastName}`.trim(), dietaryNotes, medicalNotes })),
      };
    });
}

/** A slot's tour: out of the range (counted), uncounted, or its index among the range's tours (by start date). */
const [OUT_OF_RANGE, UNCOUNTED] = [-1, -2];

/**
 * One pass over the travelers, each reading their own tours' slots (TourSlots): the range's tours are sorted by start
 * date, so a traveler's first tour is their smallest index, and the upcoming ones are those from the first upcoming index.
 */
export function travelerInsights(facts: TravelerInsightsFacts): Omit<TravelerInsightsReport, 'source'> {
  const { slots } = facts;
  const travelerTours = facts.travelers.map((traveler) => slots.toursOf(traveler));
  const uncounted = [...facts.uncountedTourIds].map((tourId) => slots.slotOf(tourId));
  const inRange = facts.tours.map((tour) => slots.slotOf(tour._id));
  // Every slot is given by now: each traveler's tours index the table.
  const tourAt = new Int32Array(slots.count).fill(OUT_OF_RANGE);
  for (const slot of uncounted) tourAt[slot] = UNCOUNTED;
  inRange.forEach((slot, index) => (tourAt[slot] = index));
  const firstUpcoming = facts.tours.findIndex((tour) => tour.startDate >= facts.today);
  const onUpcomingTours = new Map<string, TravelerFacts>();
  const nationalities = new Map<string, number>();
  const bands = new Map<AgeBand, number>(AGE_BANDS.map((band) => [band, 0]));
  const buckets = new Map(TOUR_BUCKETS.map((bucket) => [bucket, 0]));
  let [travelers, repeatTravelers] = [0, 0];
  facts.travelers.forEach((traveler, i) => {
    let first = Infinity;
    let counted = 0;
    let last = -1;
    const tours = travelerTours[i];
    for (let t = 0; t < tours.length; t++) {
      const at = tourAt[tours[t]];
      if (at === UNCOUNTED) continue;
      counted++;
      if (at === OUT_OF_RANGE) continue;
      if (at < first) first = at;
      if (at > last) last = at;
    }
    if (first === Infinity) return;
    if (firstUpcoming !== -1 && last >= firstUpcoming) onUpcomingTours.set(traveler._id, traveler);
    travelers++;
    const nationality = traveler.nationality || 'unknown';
    nationalities.set(nationality, (nationalities.get(nationality) ?? 0) + 1);
    const band = ageBandOf(ageOn(traveler.dateOfBirth, facts.tours[first].startDate));
    bands.set(band, bands.get(band)! + 1);
    const toursCounted = Math.max(1, counted);
    const bucket = TOUR_BUCKETS[Math.min(toursCounted, TOUR_BUCKETS.length) - 1];
    buckets.set(bucket, buckets.get(bucket)! + 1);
    if (toursCounted > 1) repeatTravelers++;
  });
  return {
    travelers,
    nationalities: [...nationalities].map(([nationality, count]) => ({ nationality, travelers: count })).sort((a, b) => b.travelers - a.travelers || a.nationality.localeCompare(b.nationality)),
    ageBands: [...bands].map(([band, count]) => ({ band, travelers: count })),
    repeat: { travelers, repeatTravelers, share: shareOf(repeatTravelers, travelers) },
    toursPerTraveler: [...buckets].map(([tours, count]) => ({ tours, travelers: count })),
    upcomingNeeds: upcomingNeeds(facts, onUpcomingTours),
  };
}
