// The traveler decider: the commands a traveler accepts, one pure function each, and decide routing them.
import type { Decider } from '../shared/decider';
import { conflict } from '../shared/decider';
import { changedOnly } from '../shared/changed-fields';
import type { PossibleDuplicate, Traveler, TravelerDetails, TravelerEvent, TravelerState } from './traveler';
import { maskPassportNumber } from './masking';
import { evolveTravelerState, initialTravelerState } from './traveler';
import { activeTraveler, checkDetails, existingTraveler } from './traveler-rules';
import { checkRoomOnTour } from '../tours/tour-sizes';

export type TravelerCommand =
  | { type: 'RegisterTraveler'; data: { travelerId: string } & TravelerDetails }
  | { type: 'ChangeTravelerDetails'; data: { changes: Partial<TravelerDetails> } }
  | { type: 'AssignToTour'; data: { tourId: string } }
  | { type: 'UnassignFromTour'; data: { tourId: string } }
  | { type: 'RemoveTraveler' }
  | { type: 'RestoreTraveler' };

/** What a traveler command needs besides the traveler: the date, and for a registration what the read model knows. */
export interface TravelerContext {
  /** The operator's date, 'YYYY-MM-DD'. */
  today: string;
  /** Travelers the caller found in the read model who may be the same person (see duplicateReasons). */
  possibleDuplicates?: readonly PossibleDuplicate[];
  /** The operator saw the possible duplicates and registers the traveler anyway. */
  allowDuplicate?: boolean;
  /** The full names of the possible duplicates, by id, to name them to the operator. */
  duplicateNames?: Readonly<Record<string, string>>;
  /** For an assignment: how many travelers the tour has (the read model's count, plus those an import has just added). */
  travelersOnTour?: number;
}

const REASON_TEXT: Record<PossibleDuplicate['reason'], string> = {
  'same-email': 'same email',
  'same-name-and-date-of-birth': 'same name and date of birth',
};

export function registerTraveler(data: { travelerId: string } & TravelerDetails, state: TravelerState, context: TravelerContext): TravelerEvent[] {
  if (state.status === 'present') throw conflict('A traveler with this id already exists.');
  const { travelerId, ...details } = data;
  checkDetails(details, context.today);
  const duplicates = (context.possibleDuplicates ?? []).filter((duplicate) => duplicate.id !== travelerId);
  if (duplicates.length > 0 && !context.allowDuplicate) {
    const names = context.duplicateNames ?? {};
    const matches = duplicates.map((duplicate) => `${names[duplicate.id] ?? duplicate.id} (${REASON_TEXT[duplicate.reason]})`).join(', ');
    throw conflict(`This traveler may already exist: ${matches}. Create anyway to keep both.`, undefined, {
      duplicates: duplicates.map(({ id, reason }) => ({ id, name: names[id] ?? '', reason })),
    });
  }
  return [{ type: 'TravelerRegistered', data: { travelerId, ...details, ...(duplicates.length > 0 ? { acknowledgedDuplicates: [...duplicates] } : {}) } }];
}

/**
 * Non-admins are shown passport numbers masked; a form they send back carries the mask. A number equal to the mask of
 * the number on file means "keep the number", so they can change the expiry without ever seeing the number.
 */
function unmaskedPassport(changes: Partial<TravelerDetails>, traveler: Traveler): Partial<TravelerDetails> {
  const current = traveler.passport;
  if (!changes.passport || !current || changes.passport.number !== maskPassportNumber(current.number)) return changes;
  return { ...changes, passport: { ...changes.passport, number: current.number } };
}

export function changeTravelerDetails(data: { changes: Partial<TravelerDetails> }, state: TravelerState, context: TravelerContext): TravelerEvent[] {
  const traveler = activeTraveler(state);
  const changes = changedOnly<TravelerDetails>(traveler, unmaskedPassport(data.changes, traveler));
  if (Object.keys(changes).length === 0) return [];
  checkDetails({ ...traveler, ...changes }, context.today);
  return [{ type: 'TravelerDetailsChanged', data: { travelerId: traveler.id, changes } }];
}

export function assignToTour(data: { tourId: string }, state: TravelerState, context: TravelerContext): TravelerEvent[] {
  const traveler = activeTraveler(state);
  if (traveler.tourIds.includes(data.tourId)) return [];
  checkRoomOnTour(context.travelersOnTour ?? 0);
  return [{ type: 'TravelerAssignedToTour', data: { travelerId: traveler.id, tourId: data.tourId } }];
}

export function unassignFromTour(data: { tourId: string }, state: TravelerState): TravelerEvent[] {
  const traveler = activeTraveler(state);
  if (!traveler.tourIds.includes(data.tourId)) return [];
  return [{ type: 'TravelerUnassignedFromTour', data: { travelerId: traveler.id, tourId: data.tourId } }];
}

export function removeTraveler(state: TravelerState): TravelerEvent[] {
  const traveler = existingTraveler(state);
  if (traveler.deleted) throw conflict('The traveler is already removed.');
  return [{ type: 'TravelerRemoved', data: { travelerId: traveler.id } }];
}

export function restoreTraveler(state: TravelerState): TravelerEvent[] {
  const traveler = existingTraveler(state);
  if (!traveler.deleted) throw conflict('The traveler is not removed.');
  return [{ type: 'TravelerRestored', data: { travelerId: traveler.id } }];
}

export function decideTraveler(command: TravelerCommand, state: TravelerState, context: TravelerContext): TravelerEvent[] {
  switch (command.type) {
    case 'RegisterTraveler':
      return registerTraveler(command.data, state, context);
    case 'ChangeTravelerDetails':
      return changeTravelerDetails(command.data, state, context);
    case 'AssignToTour':
      return assignToTour(command.data, state, context);
    case 'UnassignFromTour':
      return unassignFromTour(command.data, state);
    case 'RemoveTraveler':
      return removeTraveler(state);
    case 'RestoreTraveler':
      return restoreTraveler(state);
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

export const travelerDecider: Decider<TravelerCommand, TravelerEvent, TravelerState, TravelerContext> = {
  decide: decideTraveler,
  evolve: evolveTravelerState,
  initialState: initialTravelerState,
};
