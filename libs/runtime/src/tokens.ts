// Injection tokens for the ports the processes share.

export const APP_CONFIG = Symbol('AppConfig');
export const EVENT_STORE = Symbol('EventStore');
export const READ_STORE = Symbol('ReadStore');
/** Where each person's data key lives (PersonalKeyStore); erasing a person shreds theirs. */
export const PERSONAL_KEY_STORE = Symbol('PersonalKeyStore');
/** How far the read models have caught up (ReadModelProgress). */
export const READ_MODEL_PROGRESS = Symbol('ReadModelProgress');
/** Where committed read-model changes are announced (ChangePublisher). */
export const CHANGE_PUBLISHER = Symbol('ChangePublisher');

/** How far the read models have caught up with the event log. */
export interface ReadModelProgress {
  /** Resolves true once the read models reflect `position`, false after `timeoutMs`. */
  waitFor(position: bigint, timeoutMs: number): Promise<boolean>;
}

/** Announces committed read-model changes to an organization's connected browsers. */
export interface ChangePublisher {
  publish(orgId: string, message: { collection: string; ids: string[]; position: string }): void;
}

/** Development only: steers the simulated flight provider of a monitor running in this process (absent otherwise). */
export const FLIGHT_STEERING = Symbol('FlightSteering');

/** What a steered simulated flight does; unset fields keep the simulated values. */
export interface SteeredFlight {
  departureDelayMinutes?: number;
  arrivalDelayMinutes?: number;
  cancelled?: boolean;
  diverted?: boolean;
}

export interface FlightSteering {
  /** Throws when the flight provider in use is not the simulated one. */
  steer(flightNumber: string, departureDateLocal: string, scenario: SteeredFlight): void;
}

/** The read models' status, from a projector running in this process (standalone); absent where the projector runs elsewhere. */
export const READ_MODELS_STATUS = Symbol('ReadModelsStatus');

/** Development only (DEMO_CLOCK=steered): one look of a monitor running in this process, at the clock's time (absent otherwise). */
export const MONITOR_LOOKS = Symbol('MonitorLooks');

export interface MonitorLooks {
  /** Looks once and resolves when every check the look found due has finished, with how many it ran. */
  lookAndSettle(): Promise<number>;
}
