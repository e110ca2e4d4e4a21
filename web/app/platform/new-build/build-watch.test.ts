// The new-build check (decision 0104): asks latest.json, believes a new build only when its
// route rules are out too, stops at the first, and does not ask while the tab is hidden.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newerBuild, watchForNewBuild } from './build-watch';

const OLD = '11111111-1111-4111-8111-111111111111';
const NEW = '22222222-2222-4222-8222-222222222222';

/** A server whose latest build can change, counting what it was asked. */
function fakeServer(latest: { id: string; timestamp: number } | 'garbage', metaOut = true) {
  const asked: string[] = [];
  const server = {
    latest,
    metaOut,
    asked,
    fetch: (async (url: string) => {
      asked.push(url);
      if (url.startsWith('/builds/latest.json?t='))
        return new Response(server.latest === 'garbage' ? '<html>' : JSON.stringify(server.latest), { status: 200 });
      if (url === `/builds/meta/${NEW}.json`) return new Response('{}', { status: server.metaOut ? 200 : 404 });
      return new Response('', { status: 404 });
    }) as unknown as typeof fetch,
  };
  return server;
}

class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
  show(state: DocumentVisibilityState) {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

describe('newerBuild', () => {
  it('sees the same build as no news, and asks with a timestamp query', async () => {
    const server = fakeServer({ id: OLD, timestamp: 1 });
    expect(await newerBuild(OLD, server.fetch, 1234)).toBeUndefined();
    expect(server.asked).toEqual(['/builds/latest.json?t=1234']);
  });

  it('names a new build only once its route rules answer', async () => {
    const server = fakeServer({ id: NEW, timestamp: 2 }, false);
    expect(await newerBuild(OLD, server.fetch, 1)).toBeUndefined();
    server.metaOut = true;
    expect(await newerBuild(OLD, server.fetch, 2)).toBe(NEW);
  });

  it('takes an odd answer or a network error as no news', async () => {
    expect(await newerBuild(OLD, fakeServer('garbage').fetch, 1)).toBeUndefined();
    const down = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await newerBuild(OLD, down, 1)).toBeUndefined();
  });
});

describe('watchForNewBuild', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks every interval, reports the new build once and stops asking', async () => {
    const server = fakeServer({ id: OLD, timestamp: 1 });
    const doc = new FakeDocument();
    const seen: string[] = [];
    watchForNewBuild({ currentId: OLD, intervalMs: 1000, onNewBuild: (id) => seen.push(id), fetch: server.fetch, document: doc, now: Date.now });
    await vi.advanceTimersByTimeAsync(999);
    expect(server.asked).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.asked).toHaveLength(1);
    server.latest = { id: NEW, timestamp: 2 };
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen).toEqual([NEW]);
    const asked = server.asked.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.asked).toHaveLength(asked);
    expect(seen).toEqual([NEW]);
  });

  it('asks nothing while the tab is hidden, and asks when shown again if a check is due', async () => {
    const server = fakeServer({ id: OLD, timestamp: 1 });
    const doc = new FakeDocument();
    watchForNewBuild({ currentId: OLD, intervalMs: 1000, onNewBuild: () => {}, fetch: server.fetch, document: doc, now: Date.now });
    doc.show('hidden');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.asked).toHaveLength(0);
    doc.show('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(server.asked).toHaveLength(1);
  });

  it('never asks with an interval of 0, and stops when told', async () => {
    const server = fakeServer({ id: NEW, timestamp: 2 });
    const doc = new FakeDocument();
    watchForNewBuild({ currentId: OLD, intervalMs: 0, onNewBuild: () => {}, fetch: server.fetch, document: doc, now: Date.now });
    const stop = watchForNewBuild({ currentId: OLD, intervalMs: 1000, onNewBuild: () => {}, fetch: server.fetch, document: doc, now: Date.now });
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.asked).toHaveLength(0);
  });
});
