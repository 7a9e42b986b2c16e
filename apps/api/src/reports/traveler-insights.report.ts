// The traveler insights report from the report facts: nationalities, age bands, repeat travelers, tours per traveler, needs of upcoming tours.
import { personName } from '@tourops/domain';
import { AGE_BANDS, type AgeBand, type TravelerInsightsReport } from '@tourops/contracts';
import type { ReportTourDocument, ReportTravelerDocument } from '@tourops/projections';
import { shareOf } from './report-figures';
import type { ReportRange } from './report-range';
import { TravelerColumns, dateNumber } from './traveler-facts.memo';

/** A traveler as the upcoming needs show them. */
export type TravelerFacts = Pick<ReportTravelerDocument, '_id' | 'firstName' | 'lastName' | 'dietaryNotes' | 'medicalNotes' | 'hasNeeds'>;

export interface TravelerInsightsFacts {
  range: ReportRange;
  today: string;
  /** Counted, not cancelled tours starting in the range, by start date. */
  tours: Pick<ReportTourDocument, '_id' | 'title' | 'startDate' | 'travelerIds'>[];
  /** Every traveler as columns (TravelerFactsMemo): the current ones on a tour of the range are counted, each from the first of them. */
  travelers: TravelerColumns;
  /** Only travelers of this nationality (upper case), when given. */
  nationality?: string;
  /** Tours a traveler's count leaves out: deleted, templates, purged, cancelled. */
  uncountedTourIds: ReadonlySet<string>;
}

const TOUR_BUCKETS = ['1', '2', '3', '4', '5+'];

/** The band of an age in whole years; unknown when there is none (no date of birth, or one after the tour). */
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
        needs: needs.map(({ _id, firstName, lastName, dietaryNotes, medicalNotes }) => ({ travelerId: _id, name: personName({ firstName, lastName }), dietaryNotes, medicalNotes })),
      };
    });
}

/** A slot's tour: out of the range (counted), uncounted, or its index among the range's tours (by start date). */
const [OUT_OF_RANGE, UNCOUNTED] = [-1, -2];

/**
 * One pass over the travelers' columns: the range's tours are sorted by start date, so a traveler's first tour is their
 * smallest index, and they are on an upcoming tour when their largest index is at least the first upcoming one.
 */
export function travelerInsights(facts: TravelerInsightsFacts): Omit<TravelerInsightsReport, 'source'> {
  const columns = facts.travelers;
  const uncounted = [...facts.uncountedTourIds].map((tourId) => columns.slots.codeOf(tourId));
  const inRange = facts.tours.map((tour) => columns.slots.codeOf(tour._id));
  const startsOn = Int32Array.from(facts.tours, (tour) => dateNumber(tour.startDate));
  // Every slot is given by now: each traveler's tours index the table.
  const tourAt = new Int32Array(columns.slots.size).fill(OUT_OF_RANGE);
  for (const slot of uncounted) tourAt[slot] = UNCOUNTED;
  inRange.forEach((slot, index) => (tourAt[slot] = index));
  const firstUpcoming = facts.tours.findIndex((tour) => tour.startDate >= facts.today);
  const only = facts.nationality === undefined ? -1 : columns.nationalities.values.indexOf(facts.nationality);
  const byNationality = new Int32Array(columns.nationalities.size);
  const bands = new Map<AgeBand, number>(AGE_BANDS.map((band) => [band, 0]));
  const buckets = new Int32Array(TOUR_BUCKETS.length);
  const onUpcomingTours = new Map<string, TravelerFacts>();
  const { nationality, birth, flags, tourStart, tourSlots, documents } = columns;
  let [travelers, repeatTravelers] = [0, 0];
  if (facts.nationality === undefined || only !== -1)
    for (let row = 0; row < documents.length; row++) {
      if (flags[row] & TravelerColumns.DELETED || (only !== -1 && nationality[row] !== only)) continue;
      let [first, last, counted] = [Infinity, -1, 0];
      for (let t = tourStart[row]; t < tourStart[row + 1]; t++) {
        const at = tourAt[tourSlots[t]];
        if (at === UNCOUNTED) continue;
        counted++;
        if (at === OUT_OF_RANGE) continue;
        if (at < first) first = at;
        if (at > last) last = at;
      }
      if (first === Infinity) continue;
      if (firstUpcoming !== -1 && last >= firstUpcoming) onUpcomingTours.set(documents[row]._id, documents[row]);
      travelers++;
      byNationality[nationality[row]]++;
      const band = ageBandOf(birth[row] === -1 || birth[row] > startsOn[first] ? null : Math.floor((startsOn[first] - birth[row]) / 10_000));
      bands.set(band, bands.get(band)! + 1);
      const toursCounted = Math.max(1, counted);
      buckets[Math.min(toursCounted, TOUR_BUCKETS.length) - 1]++;
      if (toursCounted > 1) repeatTravelers++;
    }
  const nationalities = columns.nationalities.values.map((code, index) => ({ nationality: code, travelers: byNationality[index] })).filter((row) => row.travelers > 0);
  return {
    travelers,
    nationalities: nationalities.sort((a, b) => b.travelers - a.travelers || a.nationality.localeCompare(b.nationality)),
    ageBands: [...bands].map(([band, count]) => ({ band, travelers: count })),
    repeat: { travelers, repeatTravelers, share: shareOf(repeatTravelers, travelers) },
    toursPerTraveler: TOUR_BUCKETS.map((tours, index) => ({ tours, travelers: buckets[index] })),
    upcomingNeeds: upcomingNeeds(facts, onUpcomingTours),
  };
}
