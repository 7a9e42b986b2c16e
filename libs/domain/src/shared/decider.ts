// The decider shape every aggregate follows: decide (pure) and evolve (pure) over a state.

export interface Decider<Command, Event, State, Context> {
  decide(command: Command, state: State, context: Context): Event[];
  evolve(state: State, event: Event): State;
  initialState: State;
  /**
   * The parts of the entity an event changes, as paths (changed-parts.ts). A command sent with an older revision
   * (If-Match) is refused only when an event recorded since then changed a part its own events change.
   * Absent: every event changes the whole entity, so any later event refuses it.
   */
  changedParts?(event: Event): readonly string[];
}

export type DomainErrorCode = 'invalid' | 'not_found' | 'conflict' | 'forbidden';

/**
 * A rejected command, as data: a code, a message written for the operator who sent it, field errors,
 * and the facts that caused it (the clashing assignments, the possible duplicates…) for whoever answers.
 */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** Field errors, keyed by a dotted path of the command's input. */
    readonly fields?: Record<string, string>,
    /** What the rejection is about, answered alongside the message. */
    readonly facts?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string, fields?: Record<string, string>) =>
  new DomainError('invalid', message, fields);
export const notFound = (message: string) => new DomainError('not_found', message);
export const conflict = (message: string, fields?: Record<string, string>, facts?: Record<string, unknown>) => new DomainError('conflict', message, fields, facts);
