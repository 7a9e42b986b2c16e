// The clock: the one place the application reads the time, so tests can set it and a demo season can steer it.

export abstract class Clock {
  abstract now(): Date;
}

export class SystemClock extends Clock {
  now() {
    return new Date();
  }
}

/**
 * The system's time shifted by an offset that a development server (DEMO_CLOCK=steered, refused in production) lets
 * an admin set, so a demo season records its history at the instants it happened; time flows on from the set instant.
 */
export class SteeredClock extends Clock {
  private offsetMs = 0;

  constructor(private readonly systemNow: () => number = Date.now) {
    super();
  }

  now() {
    return new Date(this.systemNow() + this.offsetMs);
  }

  /** From now on the clock reads `instant`, and flows on from it. */
  steerTo(instant: Date): void {
    this.offsetMs = instant.getTime() - this.systemNow();
  }

  /** Back to the system's time. */
  release(): void {
    this.offsetMs = 0;
  }

  get steered(): boolean {
    return this.offsetMs !== 0;
  }
}
