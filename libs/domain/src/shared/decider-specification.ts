// Test helper: given(events).when(command).then(events) / .thenThrows(...) over a decider and a fixed context.
import { DomainError, type Decider, type DomainErrorCode } from './decider';

export interface ExpectedRejection {
  code: DomainErrorCode;
  message: string | RegExp;
  fields?: Record<string, string>;
  facts?: Record<string, unknown>;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const nested of Object.values(value)) deepFreeze(nested);
  }
  return value;
}

/**
 * Folds the given events with evolve, freezes the state and the command (decide must not mutate
 * them), then runs decide with the context fixed for the whole specification.
 */
export function deciderSpecification<Command, Event, State, Context>(
  decider: Decider<Command, Event, State, Context>,
  context: Context,
) {
  return function given(...givenEvents: (Event | Event[])[]) {
    const history = givenEvents.flat() as Event[];
    return {
      when(command: Command) {
        const run = () => {
          const state = deepFreeze(history.reduce(decider.evolve, decider.initialState));
          return decider.decide(deepFreeze(structuredClone(command)), state, context);
        };
        return {
          then(...expected: (Event | Event[])[]) {
            expect(run()).toEqual(expected.flat());
          },
          thenNothingHappened() {
            expect(run()).toEqual([]);
          },
          thenThrows(rejection: ExpectedRejection) {
            let thrown: unknown;
            try {
              run();
            } catch (error) {
              thrown = error;
            }
            expect(thrown).toBeInstanceOf(DomainError);
            const error = thrown as DomainError;
            expect(error.code).toBe(rejection.code);
            if (typeof rejection.message === 'string') expect(error.message).toBe(rejection.message);
            else expect(error.message).toMatch(rejection.message);
            if (rejection.fields) expect(error.fields).toEqual(rejection.fields);
            if (rejection.facts) expect(error.facts).toEqual(rejection.facts);
          },
        };
      },
    };
  };
}
