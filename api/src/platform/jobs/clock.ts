// The time jobs decide by. Jobs compare rows against clock.now() (passed to SQL as a
// parameter, never the database's now()), so a test can move the clock forward and see
// what a job does ten minutes later without waiting ten minutes.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface MovableClock extends Clock {
  advance(ms: number): void;
}

/** Starts at the real time (rows are stamped by the database's now()) and moves only when told. */
export function movableClock(start = new Date()): MovableClock {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    advance(ms) {
      at += ms;
    },
  };
}
