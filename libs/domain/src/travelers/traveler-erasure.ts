// The traveler erasure decider: an admin erases a traveler with a reason, recorded as TravelerErased on their stream.
import type { MemberRole } from '../members/member-directory';
import { conflict, DomainError, notFound, type Decider } from '../shared/decider';
import { erasureReason } from '../shared/erasure-reason';
import { evolveTravelerState, initialTravelerState, type TravelerEvent, type TravelerState } from './traveler';

export type TravelerErasureCommand = { type: 'EraseTraveler'; data: { reason: string } };

/** Who asks: only an admin erases. */
export interface TravelerErasureContext {
  callerRole: MemberRole;
}

export function eraseTraveler(data: { reason: string }, state: TravelerState, context: TravelerErasureContext): TravelerEvent[] {
  if (context.callerRole !== 'org:admin') throw new DomainError('forbidden', 'Only an administrator can erase a traveler.');
  if (state.status === 'absent') throw notFound('Traveler not found.');
  if (state.traveler.erased) throw conflict('The traveler is already erased.');
  const reason = erasureReason(data.reason);
  return [{ type: 'TravelerErased', data: { travelerId: state.traveler.id, reason } }];
}

export function decideTravelerErasure(command: TravelerErasureCommand, state: TravelerState, context: TravelerErasureContext): TravelerEvent[] {
  return eraseTraveler(command.data, state, context);
}

/** Folds the traveler's stream with the traveler's own evolve; erasure is one more command on it. */
export const travelerErasureDecider: Decider<TravelerErasureCommand, TravelerEvent, TravelerState, TravelerErasureContext> = {
  decide: decideTravelerErasure,
  evolve: evolveTravelerState,
  initialState: initialTravelerState,
};
