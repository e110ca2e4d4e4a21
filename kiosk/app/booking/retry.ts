// A booking survives a network drop (issue 18): the same request, with the same
// idempotencyKey, is sent again until the gateway answers, so a booking that went through
// before the line dropped is returned, never made twice. A business refusal (SLOT_TAKEN…)
// is an answer, not a drop: it is not retried.
export interface RetryOptions {
  /** Waits between tries, the last repeated: 1 s, 2 s, 4 s, then every 5 s. */
  delaysMs?: readonly number[];
  /** Whether a failure was the network's (retry) or an answer (stop). */
  isNetworkError: (error: unknown) => boolean;
  /** Told once per retry, for "Connection lost, trying again". */
  onRetrying?: (attempt: number) => void;
  /** The shopper left (the idle wipe): stop trying. */
  signal?: AbortSignal;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

export async function retryOnNetworkError<T>(send: () => Promise<T>, options: RetryOptions): Promise<T> {
  const delays = options.delaysMs ?? [1000, 2000, 4000, 5000];
  const sleep = options.sleep ?? wait;
  for (let attempt = 0; ; attempt += 1) {
    options.signal?.throwIfAborted();
    try {
      return await send();
    } catch (error) {
      if (!options.isNetworkError(error) || options.signal?.aborted) throw error;
      options.onRetrying?.(attempt + 1);
      await sleep(delays[Math.min(attempt, delays.length - 1)]!, options.signal);
    }
  }
}
