import { describe, expect, it } from 'vitest';
import { retryOnNetworkError } from './retry';

class Dropped extends Error {}
const noWait = async () => {};

describe('a booking through a network drop', () => {
  it('sends the same request again until it is answered, telling the screen each time', async () => {
    const sent: string[] = [];
    const retries: number[] = [];
    const request = { idempotencyKey: 'k-1', fullName: 'Mei Tan' };
    const result = await retryOnNetworkError(
      async () => {
        sent.push(JSON.stringify(request));
        if (sent.length < 3) throw new Dropped('offline');
        return 'LB-123';
      },
      { isNetworkError: (e) => e instanceof Dropped, onRetrying: (n) => retries.push(n), sleep: noWait },
    );
    expect(result).toBe('LB-123');
    expect(new Set(sent)).toEqual(new Set([JSON.stringify(request)]));
    expect(sent).toHaveLength(3);
    expect(retries).toEqual([1, 2]);
  });

  it('does not retry an answer (a refusal), and stops when the shopper is gone', async () => {
    let tries = 0;
    await expect(
      retryOnNetworkError(
        async () => {
          tries += 1;
          throw new Error('SLOT_TAKEN');
        },
        { isNetworkError: (e) => e instanceof Dropped, sleep: noWait },
      ),
    ).rejects.toThrow('SLOT_TAKEN');
    expect(tries).toBe(1);

    const gone = new AbortController();
    let sends = 0;
    await expect(
      retryOnNetworkError(
        async () => {
          sends += 1;
          if (sends === 2) gone.abort(new Error('wiped'));
          throw new Dropped();
        },
        { isNetworkError: (e) => e instanceof Dropped, sleep: noWait, signal: gone.signal },
      ),
    ).rejects.toThrow();
    expect(sends).toBe(2);
  });
});
