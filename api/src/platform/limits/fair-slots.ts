// A semaphore for CPU-heavy work (password hashing) that is fair between parties (client
// addresses): at most `limit` jobs run at once; one party never holds the last free slot
// while it already runs one (so a single attacking address leaves room for everyone
// else); a freed slot goes to the waiting party that runs the fewest, oldest first. A job
// that cannot start within maxWaitMs is refused, and one that finds maxWaiting jobs
// queued (or its party already queueing `limit`) is refused at once: the caller answers
// 429 instead of letting a queue (and every shopper's latency) grow without bound.

export interface FairSlotsOptions {
  limit: number;
  maxWaitMs: number;
  maxWaiting: number;
}

interface Waiter {
  party: string;
  start: () => void;
  timer: NodeJS.Timeout;
}

export class SlotsBusy extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('every slot is busy');
    this.name = 'SlotsBusy';
  }
}

export class FairSlots {
  #running = 0;
  readonly #runningBy = new Map<string, number>();
  #waiting: Waiter[] = [];
  /** Jobs refused because every slot stayed busy (tests and metrics). */
  refused = 0;

  constructor(readonly options: FairSlotsOptions) {}

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  async run<T>(party: string, job: () => Promise<T>): Promise<T> {
    await this.#acquire(party);
    try {
      return await job();
    } finally {
      this.#release(party);
    }
  }

  /** One party may take every slot only when the pool has a single one. */
  #partyCap(): number {
    return Math.max(1, this.options.limit - 1);
  }

  #mayStart(party: string): boolean {
    return this.#running < this.options.limit && (this.#runningBy.get(party) ?? 0) < this.#partyCap();
  }

  #take(party: string): void {
    this.#running += 1;
    this.#runningBy.set(party, (this.#runningBy.get(party) ?? 0) + 1);
  }

  #acquire(party: string): Promise<void> {
    // Straight in when a slot is free and nobody waiting could take it instead.
    if (this.#mayStart(party) && !this.#waiting.some((w) => this.#mayStart(w.party))) {
      this.#take(party);
      return Promise.resolve();
    }
    const retryAfterSeconds = Math.max(1, Math.ceil(this.options.maxWaitMs / 1000));
    // One party may queue no more jobs than there are slots: an address firing a burst is
    // told at once instead of holding the queue (and everyone's latency) for maxWaitMs.
    const waitingForParty = this.#waiting.filter((w) => w.party === party).length;
    if (this.#waiting.length >= this.options.maxWaiting || waitingForParty >= this.options.limit) {
      this.refused += 1;
      return Promise.reject(new SlotsBusy(retryAfterSeconds));
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        party,
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          this.#waiting = this.#waiting.filter((w) => w !== waiter);
          this.refused += 1;
          reject(new SlotsBusy(retryAfterSeconds));
        }, this.options.maxWaitMs),
      };
      this.#waiting.push(waiter);
      this.#startWaiters();
    });
  }

  #release(party: string): void {
    this.#running -= 1;
    const left = (this.#runningBy.get(party) ?? 1) - 1;
    if (left === 0) this.#runningBy.delete(party);
    else this.#runningBy.set(party, left);
    this.#startWaiters();
  }

  #startWaiters(): void {
    while (this.#running < this.options.limit) {
      let best: Waiter | undefined;
      for (const waiter of this.#waiting) {
        if (!this.#mayStart(waiter.party)) continue;
        if (!best || (this.#runningBy.get(waiter.party) ?? 0) < (this.#runningBy.get(best.party) ?? 0)) best = waiter;
      }
      if (!best) return;
      this.#waiting = this.#waiting.filter((w) => w !== best);
      this.#take(best.party);
      best.start();
    }
  }
}
