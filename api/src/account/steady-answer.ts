// An answer whose timing could tell whether an account exists (asking for a password
// reset) takes at least a fixed time. A known e-mail writes a link and a mail; an unknown
// one writes nothing: about half a millisecond apart, which enough samples over a network
// can tell (reliability 25: the p50s must stay within 10%). Waiting out the rest of a floor
// well above that work makes both answers take the floor.
import { setTimeout as sleep } from 'node:timers/promises';

/** Above the work a reset request does, also on a busy machine (a few ms); invisible to a person. */
export const STEADY_ANSWER_MS = 40;

export async function noSoonerThan<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await sleep(Math.ceil(left)); // timers count whole milliseconds
  }
}
