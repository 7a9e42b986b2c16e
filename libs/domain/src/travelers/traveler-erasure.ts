// The traveler erasure decider: an admin erases a traveler with a reason, recorded as PersonErased on their stream.
import type { MemberRole } from '../members/member-directory';
import { conflict, DomainError, notFound, type Decider } from '../shared/decider';
import { erasureReason, type PersonErasedEvent } from '../shared/person-erased';
import type { TravelerEvent } from './traveler';

export type TravelerErasureCommand = { type: 'EraseTraveler'; data: { reason: string } };

export type TravelerErasureState =
  | { status: 'absent' }
  | { status: 'present'; travelerId: string }
  | { status: 'erased'; travelerId: string };

/** Who asks: only an admin erases. */
export interface TravelerErasureContext {
  callerRole: MemberRole;
}

export const initialTravelerErasureState: TravelerErasureState = { status: 'absent' };

/** Folds the traveler's stream as far as erasure cares: registered, then perhaps erased. */
export function evolveTravelerErasure(state: TravelerErasureState, event: TravelerEvent | PersonErasedEvent): TravelerErasureState {
  if (event.type === 'TravelerRegistered') return { status: 'present', travelerId: event.data.travelerId };
  if (event.type === 'PersonErased' && state.status === 'present') return { status: 'erased', travelerId: state.travelerId };
  return state;
}

export function eraseTraveler(data: { reason: string }, state: TravelerErasureState, context: TravelerErasureContext): PersonErasedEvent[] {
  if (context.callerRole !== 'org:admin') throw new DomainError('forbidden', 'Only an administrator can erase a traveler.');
  if (state.status === 'absent') throw notFound('Traveler not found.');
  if (state.status === 'erased') throw conflict('The traveler is already erased.');
  const reason = erasureReason(data.reason);
  return [{ type: 'PersonErased', data: { personKind: 'traveler', personId: state.travelerId, reason } }];
}

export function decideTravelerErasure(command: TravelerErasureCommand, state: TravelerErasureState, context: TravelerErasureContext): PersonErasedEvent[] {
  return eraseTraveler(command.data, state, context);
}

export const travelerErasureDecider: Decider<TravelerErasureCommand, TravelerEvent | PersonErasedEvent, TravelerErasureState, TravelerErasureContext> = {
  decide: decideTravelerErasure,
  evolve: evolveTravelerErasure,
  initialState: initialTravelerErasureState,
};
