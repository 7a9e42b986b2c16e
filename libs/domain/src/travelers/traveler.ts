// The traveler aggregate: who travels, their documents and needs, and the tours they are on; events, state and evolve.
import { erasedPersonalFields, TRAVELER_PERSONAL_FIELDS } from '../shared/personal-fields';

export interface Passport {
  number: string;
  /** 'YYYY-MM-DD' */
  expiry: string;
}

export interface EmergencyContact {
  name: string;
  phone: string;
  relation: string;
}

export interface TravelerDetails {
  firstName: string;
  lastName: string;
  /** Empty when the operator has none on file. */
  email: string;
  phone: string;
  /** ISO 3166-1 alpha-2, upper case. */
  nationality: string;
  /** 'YYYY-MM-DD' */
  dateOfBirth: string;
  passport: Passport | null;
  dietaryNotes: string;
  medicalNotes: string;
  emergencyContact: EmergencyContact | null;
  tags: string[];
}

export interface Traveler extends TravelerDetails {
  id: string;
  tourIds: string[];
  deleted: boolean;
  /** Erased by an admin: the personal fields read "erased" and nothing changes the traveler any more. */
  erased: boolean;
}

export const DUPLICATE_REASONS = ['same-email', 'same-name-and-date-of-birth'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** Another traveler who may be the same person, and why. */
export interface PossibleDuplicate {
  id: string;
  reason: DuplicateReason;
}

export type TravelerEvent =
  | { type: 'TravelerRegistered'; data: { travelerId: string } & TravelerDetails & { acknowledgedDuplicates?: PossibleDuplicate[] } }
  | { type: 'TravelerDetailsChanged'; data: { travelerId: string; changes: Partial<TravelerDetails> } }
  | { type: 'TravelerAssignedToTour'; data: { travelerId: string; tourId: string } }
  | { type: 'TravelerUnassignedFromTour'; data: { travelerId: string; tourId: string } }
  | { type: 'TravelerRemoved'; data: { travelerId: string } }
  | { type: 'TravelerRestored'; data: { travelerId: string } }
  | { type: 'TravelerErased'; data: { travelerId: string; reason: string } };

export type TravelerEventType = TravelerEvent['type'];

export const TRAVELER_EVENT_TYPES: readonly TravelerEventType[] = [
  'TravelerRegistered',
  'TravelerDetailsChanged',
  'TravelerAssignedToTour',
  'TravelerUnassignedFromTour',
  'TravelerRemoved',
  'TravelerRestored',
  'TravelerErased',
];

/** A traveler's details once erased: every personal field "erased" (null for the passport and emergency contact). */
const ERASED_TRAVELER_DETAILS = erasedPersonalFields(TRAVELER_PERSONAL_FIELDS) as unknown as Partial<TravelerDetails>;

export type TravelerState = { status: 'absent' } | { status: 'present'; traveler: Traveler };

export const initialTravelerState: TravelerState = { status: 'absent' };

/** Applies one event to a traveler. Used by the decider and, unchanged, by the projections. */
export function evolveTraveler(traveler: Traveler | null, event: TravelerEvent): Traveler | null {
  if (event.type === 'TravelerRegistered') {
    const { travelerId, acknowledgedDuplicates: _acknowledged, ...details } = event.data;
    return { id: travelerId, ...details, tourIds: [], deleted: false, erased: false };
  }
  if (!traveler) return null;
  switch (event.type) {
    case 'TravelerDetailsChanged':
      return { ...traveler, ...event.data.changes };
    case 'TravelerAssignedToTour':
      return traveler.tourIds.includes(event.data.tourId) ? traveler : { ...traveler, tourIds: [...traveler.tourIds, event.data.tourId] };
    case 'TravelerUnassignedFromTour':
      return { ...traveler, tourIds: traveler.tourIds.filter((tourId) => tourId !== event.data.tourId) };
    case 'TravelerRemoved':
      return { ...traveler, deleted: true };
    case 'TravelerRestored':
      return { ...traveler, deleted: false };
    case 'TravelerErased':
      return { ...traveler, ...ERASED_TRAVELER_DETAILS, erased: true };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

export function evolveTravelerState(state: TravelerState, event: TravelerEvent): TravelerState {
  const traveler = evolveTraveler(state.status === 'present' ? state.traveler : null, event);
  return traveler ? { status: 'present', traveler } : state;
}

export const travelerStreamName = (orgId: string, travelerId: string) => `traveler-${orgId}.${travelerId}`;
