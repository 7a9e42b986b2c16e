// The read models' status as the projector reports it: per projection its version, position, lag, and a filling next generation.

/** live: fed by the projector; rebuilding: fed while a next generation fills; frozen: kept at the position it had while the next generation (a new version) fills. */
export type ProjectionState = 'live' | 'rebuilding' | 'frozen';

/** A next generation of a projection, filling from position 0 into its own collection while the current one serves. */
export interface NextGenerationView {
  version: number;
  /** Position of the last event folded into it, and the position it must reach to take over (the projector's). */
  position: string;
  target: string;
  /** 0 to 100, by positions. */
  percent: number;
  eventsPerSecond: number;
  startedAt: string;
}

export interface ProjectionStatusView {
  name: string;
  /** The version of the code; the serving generation's version can be older while frozen. */
  version: number;
  servingVersion: number;
  collection: string;
  /** Documents of the serving generation, all organizations together. */
  documents: number;
  /** Position of the last event the serving generation reflects. */
  position: string;
  /** Positions behind the head of the event log. */
  lag: string;
  state: ProjectionState;
  /** How many times a next generation took over since the process started. */
  generations: number;
  next: NextGenerationView | null;
}

export interface ProjectionsStatusView {
  headPosition: string;
  projectorPosition: string;
  projections: ProjectionStatusView[];
}
