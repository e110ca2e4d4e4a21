import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { superviseWorkers, type WorkerHandle } from './workers.ts';

/** A worker process that records the signals it got and exits when the test says. */
class FakeWorker implements WorkerHandle {
  static nextPid = 100;
  readonly pid = FakeWorker.nextPid++;
  readonly signals: NodeJS.Signals[] = [];
  #listeners: ((code: number | null, signal: NodeJS.Signals | null) => void)[] = [];
  kill(signal: NodeJS.Signals): void {
    this.signals.push(signal);
  }
  onExit(listener: (code: number | null, signal: NodeJS.Signals | null) => void): void {
    this.#listeners.push(listener);
  }
  exit(code: number | null, signal: NodeJS.Signals | null = null): void {
    for (const listener of this.#listeners) listener(code, signal);
  }
}

const silent = { info: () => {}, warn: () => {}, error: () => {} };

function supervised(count: number, options: { maxRestartsPerMinute?: number } = {}) {
  const forked: FakeWorker[] = [];
  const supervisor = superviseWorkers({
    count,
    fork: () => {
      const worker = new FakeWorker();
      forked.push(worker);
      return worker;
    },
    log: silent,
    restartDelayMs: 1_000,
    stopTimeoutMs: 15_000,
    ...options,
  });
  return { supervisor, forked };
}

describe('superviseWorkers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts the number of workers asked for', () => {
    const { supervisor, forked } = supervised(2);
    expect(forked).toHaveLength(2);
    expect(supervisor.alive()).toBe(2);
  });

  it('replaces a worker that crashed, after a pause', () => {
    const { supervisor, forked } = supervised(2);
    forked[0]!.exit(1);
    expect(supervisor.alive()).toBe(1);
    vi.advanceTimersByTime(1_000);
    expect(forked).toHaveLength(3);
    expect(supervisor.alive()).toBe(2);
  });

  it('forwards a stop as SIGTERM to every worker and resolves 0 once all have exited, starting none again', async () => {
    const { supervisor, forked } = supervised(2);
    const stopped = supervisor.stop('SIGTERM');
    expect(forked.map((w) => w.signals)).toEqual([['SIGTERM'], ['SIGTERM']]);
    forked[0]!.exit(0);
    forked[1]!.exit(0);
    await expect(stopped).resolves.toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(forked).toHaveLength(2);
  });

  it('kills a worker that does not finish within the stop timeout', () => {
    const { supervisor, forked } = supervised(1);
    void supervisor.stop('SIGTERM');
    vi.advanceTimersByTime(15_000);
    expect(forked[0]!.signals).toEqual(['SIGTERM', 'SIGKILL']);
  });

  it('a crash during the restart pause after a stop does not start a worker', async () => {
    const { supervisor, forked } = supervised(2);
    forked[0]!.exit(1);
    const stopped = supervisor.stop('SIGTERM');
    forked[1]!.exit(0);
    vi.advanceTimersByTime(5_000);
    expect(forked).toHaveLength(2);
    await expect(stopped).resolves.toBe(0);
  });

  it('gives up with exit code 1 when workers keep crashing', async () => {
    const { supervisor, forked } = supervised(1, { maxRestartsPerMinute: 3 });
    for (let crash = 0; crash < 4; crash++) {
      forked.at(-1)!.exit(1);
      vi.advanceTimersByTime(1_000);
    }
    await expect(supervisor.stopped).resolves.toBe(1);
    expect(supervisor.alive()).toBe(0);
  });
});
