// The traveler insights report from the report facts: nationalities, age bands, repeat travelers, tours per traveler, needs of upcoming tours.
import { AGE_BANDS, type AgeBand, type TravelerInsightsReport } from '@tourops/contracts';
import type { ReportTourDocument, ReportTravelerDocument } from '@tourops/projections';
import { shareOf } from './report-figures';
import type { ReportRange } from './report-range';

export type TravelerFacts = Pick<ReportTravelerDocument, '_id' | 'nationality' | 'dateOfBirth' | 'tourIds' | 'hasNeeds'>;
export type TravelerNeeds = Pick<ReportTravelerDocument, '_id' | 'firstName' | 'lastName' | 'dietaryNotes' | 'medicalNotes'>;

export interface TravelerInsightsFacts {
  range: ReportRange;
  today: string;
  /** Counted, not cancelled tours starting in the range, by start date. */
  tours: Pick<ReportTourDocument, '_id' | 'title' | 'startDate' | 'travelerIds'>[];
  /** The travelers of those tours (not removed; of the nationality asked for). */
  travelers: ReadonlyMap<string, TravelerFacts>;
  /** Tours a traveler's count leaves out: deleted, templates, purged, cancelled. */
  uncountedTourIds: ReadonlySet<string>;
  /** Names and notes of the travelers with needs on upcoming tours. */
  needs: ReadonlyMap<string, TravelerNeeds>;
}

const TOUR_BUCKETS = ['1', '2', '3', '4', '5+'];

/** Whole years from the date of birth to `on`; null when the date of birth is not a date before it. */
export function ageOn(dateOfBirth: string, on: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth) || dateOfBirth > on) return null;
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

function upcomingNeeds(facts: TravelerInsightsFacts): TravelerInsightsReport['upcomingNeeds'] {
  return facts.tours
    .filter((tour) => tour.startDate >= facts.today)
    .map((tour) => {
      const travelers = tour.travelerIds.flatMap((id) => (facts.travelers.has(id) ? [facts.travelers.get(id)!] : []));
      const needs = travelers
        .flatMap((traveler) => (traveler.hasNeeds && facts.needs.has(traveler._id) ? [facts.needs.get(traveler._id)!] : []))
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

export function travelerInsights(facts: TravelerInsightsFacts): Omit<TravelerInsightsReport, 'source'> {
  // Keyed by the traveler's object (identity hashes are kept on the object): one look-up by id per traveler of a tour.
  const firstTour = new Map<TravelerFacts, string>();
  for (const tour of facts.tours)
    for (const id of tour.travelerIds) {
      const traveler = facts.travelers.get(id);
      if (!traveler) continue;
      const first = firstTour.get(traveler);
      if (first === undefined || tour.startDate < first) firstTour.set(traveler, tour.startDate);
    }
  const nationalities = new Map<string, number>();
  const bands = new Map<AgeBand, number>(AGE_BANDS.map((band) => [band, 0]));
  const buckets = new Map(TOUR_BUCKETS.map((bucket) => [bucket, 0]));
  let repeatTravelers = 0;
  for (const [traveler, startDate] of firstTour) {
    const nationality = traveler.nationality || 'unknown';
    nationalities.set(nationality, (nationalities.get(nationality) ?? 0) + 1);
    const band = ageBandOf(ageOn(traveler.dateOfBirth, startDate));
    bands.set(band, bands.get(band)! + 1);
    let counted = 0;
    for (const tourId of traveler.tourIds) if (!facts.uncountedTourIds.has(tourId)) counted++;
    const tours = Math.max(1, counted);
    const bucket = tours >= 5 ? '5+' : String(tours);
    buckets.set(bucket, buckets.get(bucket)! + 1);
    if (tours > 1) repeatTravelers++;
  }
  return {
    travelers: firstTour.size,
    nationalities: [...nationalities].map(([nationality, travelers]) => ({ nationality, travelers })).sort((a, b) => b.travelers - a.travelers || a.nationality.localeCompare(b.nationality)),
    ageBands: [...bands].map(([band, travelers]) => ({ band, travelers })),
    repeat: { travelers: firstTour.size, repeatTravelers, share: shareOf(repeatTravelers, firstTour.size) },
    toursPerTraveler: [...buckets].map(([tours, travelers]) => ({ tours, travelers })),
    upcomingNeeds: upcomingNeeds(facts),
  };
}
