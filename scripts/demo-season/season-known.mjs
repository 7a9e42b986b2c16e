// What the organization already holds of a season, found by stable keys: tours by the marker in their description, travelers and
// field staff by email, assignments by tour, day, segment and role. A second run reuses all of it and so adds nothing.
import { anchorFromWords, MARKER } from './season-plan.mjs';

const assignmentKey = ({ tourId, dayId, segmentId, role }) => [tourId, dayId ?? '', segmentId ?? '', role].join('|');

/** The season already seeded in the organization, if any: its anchor and its number of tours. */
export async function existingSeason(api) {
  const tours = await api.all('/api/tours', 'list tours');
  const marked = tours.map((tour) => MARKER.exec(tour.description)).filter(Boolean);
  return marked.length === 0 ? null : { anchor: anchorFromWords(marked[0][1]), tours: Number(marked[0][3]) };
}

export class KnownSeason {
  constructor(api) {
    this.api = api;
    this.tours = new Map();
    this.travelers = new Map();
    this.staff = new Map();
  }

  async load(plan) {
    for (const tour of await this.api.all('/api/tours', 'list tours')) {
      const marker = MARKER.exec(tour.description);
      if (marker && anchorFromWords(marker[1]) === plan.anchor) this.tours.set(Number(marker[2]) - 1, { id: tour.id, status: tour.status, days: null });
    }
    for (const traveler of await this.api.all('/api/travelers', 'list travelers')) this.travelers.set(traveler.email, { id: traveler.id, tourIds: new Set(traveler.tourIds) });
    const emails = new Set(plan.staff.map((member) => member.email));
    for (const member of await this.api.all('/api/field-staff', 'list field staff')) {
      if (!emails.has(member.email) || member.deleted) continue;
      const { assignments, daysOff } = await this.api.get(`/api/field-staff/${member.id}`);
      this.staff.set(member.email, { id: member.id, daysOff, assignments: new Set(assignments.map(assignmentKey)), deviceToken: null });
    }
    return this;
  }

  hasAssignment(member, assignment) {
    return this.staff.get(member.email).assignments.has(assignmentKey(assignment));
  }

  rememberAssignment(member, assignment) {
    this.staff.get(member.email).assignments.add(assignmentKey(assignment));
  }
}
