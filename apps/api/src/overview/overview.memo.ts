// What the overview keeps between queries, per organization: each calendar tour's flights and the field staff by tour, computed again only where the read model wrote since.
import { Injectable } from '@nestjs/common';
import { isInHorizon, subjectsOfTour, type Tour, type WatchedSubject } from '@tourops/domain';
import { POSITION_FIELD } from '@tourops/projections';
import { RecentlyAsked } from '../shared/recently-asked';

/** Organizations whose flights and staff are kept (the most recently asked). */
const ORGANIZATIONS_KEPT = 16;

/** The field as a binding of this module (a re-exported binding is a getter on every read). */
const POSITION = POSITION_FIELD;
type Positioned = { [POSITION_FIELD]?: string };
export type PositionedTour = Tour & Positioned;
export type PositionedMember = { _id: string; tourIds: readonly string[] } & Positioned;

interface KeptFlights {
  position: string | undefined;
  flights: WatchedSubject[];
}

interface KeptStaff {
  ids: string[];
  positions: (string | undefined)[];
  byTour: Map<string, string[]>;
}

interface KeptOfOrganization {
  flights: Map<string, KeptFlights>;
  staff: KeptStaff | null;
}

/** Whether a document is where it was when kept: a document without a position is computed afresh each time. */
const unmoved = (kept: string | undefined, now: string | undefined) => kept !== undefined && kept === now;

/** The members assigned to each tour, by id; kept while the staff are the same members at the same positions. */
function byTourOf(kept: KeptOfOrganization, staff: readonly PositionedMember[]): Map<string, string[]> {
  const known = kept.staff;
  if (known?.ids.length === staff.length && staff.every((member, i) => member._id === known.ids[i] && unmoved(known.positions[i], member[POSITION]))) return known.byTour;
  const byTour = new Map<string, string[]>();
  for (const member of staff)
    for (const tourId of member.tourIds) {
      const members = byTour.get(tourId);
      if (members) members.push(member._id);
      else byTour.set(tourId, [member._id]);
    }
  kept.staff = { ids: staff.map((member) => member._id), positions: staff.map((member) => member[POSITION]), byTour };
  return byTour;
}

@Injectable()
export class OverviewMemo {
  private readonly byOrganization = new RecentlyAsked<string, KeptOfOrganization>(ORGANIZATIONS_KEPT);

  /**
   * The flights of the tours within their horizon at `now` (departing within 72 h or under way; none of a tour that is not
   * confirmed or running), tour by tour: subjectsOfTour once per position of a tour, as the monitor's watch list keeps them.
   */
  flightsInHorizon(orgId: string, tours: readonly PositionedTour[], now: string): WatchedSubject[] {
    const kept = this.keptOf(orgId);
    const current = new Map<string, KeptFlights>();
    const watched: WatchedSubject[] = [];
    for (const tour of tours) {
      const known = kept.flights.get(tour.id);
      const atPosition = known && unmoved(known.position, tour[POSITION]) ? known : { position: tour[POSITION], flights: subjectsOfTour(tour, 'flight') };
      current.set(tour.id, atPosition);
      for (const flight of atPosition.flights) if (isInHorizon(flight, now)) watched.push(flight);
    }
    kept.flights = current;
    return watched;
  }

  /** The members of the staff assigned to any of the tours (by their tour ids), in the staff's order. */
  staffOn<M extends PositionedMember>(orgId: string, staff: readonly M[], tourIds: readonly string[]): M[] {
    const byTour = byTourOf(this.keptOf(orgId), staff);
    const assigned = new Set<string>();
    for (const tourId of tourIds) for (const memberId of byTour.get(tourId) ?? []) assigned.add(memberId);
    return staff.filter((member) => assigned.has(member._id));
  }

  private keptOf(orgId: string): KeptOfOrganization {
    return this.byOrganization.get(orgId, () => ({ flights: new Map(), staff: null }));
  }
}
