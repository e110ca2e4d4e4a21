// The sandbox's movable clock (issue 11, decision 0074): the real time plus an offset that
// only a sandbox call can move, so an end-to-end test can live "three working days later"
// in a running api, with its jobs and its routes agreeing on the time. It exists only
// outside production: buildApp makes one only when the sandbox is on (NODE_ENV is not
// "production"), and in production the clock is systemClock and the sandbox routes are
// not registered (404). The offset only moves forward, like time.
import { systemClock, type Clock } from './clock.ts';

export interface SandboxClock extends Clock {
  readonly offsetMs: number;
  advance(ms: number): void;
}

export function sandboxClock(base: Clock = systemClock): SandboxClock {
  let offset = 0;
  return {
    now: () => new Date(base.now().getTime() + offset),
    get offsetMs() {
      return offset;
    },
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('the sandbox clock only moves forward');
      offset += ms;
    },
  };
}

export function isSandboxClock(clock: Clock): clock is SandboxClock {
  return typeof (clock as Partial<SandboxClock>).advance === 'function' && 'offsetMs' in clock;
}
