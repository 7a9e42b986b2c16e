// The clock: the one place the application reads the time, so tests can set it.

export abstract class Clock {
  abstract now(): Date;
}

export class SystemClock extends Clock {
  now() {
    return new Date();
  }
}
