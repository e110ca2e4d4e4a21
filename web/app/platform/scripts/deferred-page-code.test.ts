import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferPageCode, deferredModulePreload, pageCodeStarterScript } from './deferred-page-code.server';

/** The document cut into chunks of `size` bytes, through the transform. */
async function through(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html, 'utf8');
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return text(Readable.from(chunks).pipe(deferPageCode({ headEnd: () => HEAD_END })));
}

const HEAD_END = '<script>window.bootstrap={"name":"口紅"}</script>';
/** What the transform should write: the head's scripts before </head>, the page code inert. */
const expected = (html: string) =>
  html
    .replace('</head>', `${HEAD_END}</head>`)
    .replaceAll('<link rel="modulepreload"', '<link data-deferred-rel="modulepreload"')
    .replace(/(<script(?: nonce="[^"]*")?) type="module" async="">/, '$1 type="text/x-deferred-module">');

const NONCE = 'f+zNwHxOwxZNJvzinLPn+g==';
const HEAD =
  '<!DOCTYPE html><html lang="th"><head><title>ลิปสติก 口紅</title>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
  '<link rel="preload" as="image" href="/p.svg"/></head>';
const MODULE_SCRIPT = `<script nonce="${NONCE}" type="module" async="">import * as route0 from "/assets/root.js";</script>`;
const BODY =
  '<body><h1>ลิปสติก 💄</h1><p>&lt;link rel="modulepreload"&gt; in the page text stays as it is</p>' +
  MODULE_SCRIPT +
  '<script type="module" async="">import "/a-second-one-is-not-react-router.js"</script><p>口紅 ' +
  'ลิปสติก💄'.repeat(40) +
  '</p></body></html>';

describe('deferPageCode', () => {
  it.each([1, 2, 7, 24, 25, 26, 95, 96, 97, 4096])('writes the head scripts once and makes the page code inert once, in chunks of %i bytes', async (size) => {
    // A module script after React Router's is not its page code: left alone.
    const out = await through(HEAD + BODY, size);
    expect(out).toBe(expected(HEAD + BODY));
    expect(out.match(/data-deferred-rel/g)).toHaveLength(2);
    expect(out.split(HEAD_END)).toHaveLength(2);
    expect(out).toContain('<script type="module" async="">import "/a-second-one-is-not-react-router.js"');
  });

  it('keeps a character cut between chunks whole right after the module script', async () => {
    const html = `<html><head></head><body>${MODULE_SCRIPT}ลิปสติก 口紅</body></html>`;
    const at = Buffer.from(html).indexOf(Buffer.from('ลิ')) + 1;
    for (const cut of [at, at + 1, at + 4]) {
      const bytes = Buffer.from(html);
      const out = await text(Readable.from([bytes.subarray(0, cut), bytes.subarray(cut)]).pipe(deferPageCode({ headEnd: () => HEAD_END })));
      expect(out).toBe(expected(html));
    }
  });

  it('finds the module script without a nonce (the dev server sets none)', async () => {
    const out = await through('<html><head></head><body><script type="module" async="">import "/x.js"</script></body></html>', 5);
    expect(out).toBe(`<html><head>${HEAD_END}</head><body><script type="text/x-deferred-module">import "/x.js"</script></body></html>`);
  });

  it('leaves a document without page code as it is, but for the head scripts', async () => {
    const html = '<html><head><title>口紅</title></head><body>ลิปสติก</body></html>';
    expect(await through(html, 3)).toBe(html.replace('</head>', `${HEAD_END}</head>`));
  });

  it('still writes the head scripts into a document without </head>', async () => {
    expect(await through('<p>口紅</p>', 2)).toBe(`<p>口紅</p>${HEAD_END}`);
  });
});

describe('deferredModulePreload', () => {
  it('is written like the inert preloads, so the starter turns it on with them', () => {
    expect(deferredModulePreload('/assets/messages-en-D_9SWpxQ.js')).toBe(
      '<link data-deferred-rel="modulepreload" data-deferred-first href="/assets/messages-en-D_9SWpxQ.js"/>',
    );
    expect(deferredModulePreload('/a"b<c>.js')).toBe('<link data-deferred-rel="modulepreload" data-deferred-first href="/a&#34;b&#60;c&#62;.js"/>');
  });
});

describe('pageCodeStarterScript', () => {
  /** A document as the starter sees it, recording what it does. */
  function fakeDocument({ readyState = 'loading', visibilityState = 'visible', paintTiming = true, preloads = 1, ownLast = false } = {}) {
    const links: { rel: string; dataset: { deferredRel: string; deferredFirst?: string } }[] = Array.from({ length: preloads }, () => ({
      rel: '',
      dataset: { deferredRel: 'modulepreload' },
    }));
    // deferredModulePreload's link (the page's messages), written after React Router's.
    if (ownLast) links.push({ rel: '', dataset: { deferredRel: 'modulepreload', deferredFirst: '' } });
    const inert = {
      nonce: NONCE,
      textContent: 'import "/assets/root.js"',
      replacedWith: undefined as unknown,
      replaceWith(node: unknown) {
        this.replacedWith = node;
      },
    };
    const listeners: Record<string, () => void> = {};
    const frames: (() => void)[] = [];
    const timers: { run: () => void; ms: number }[] = [];
    const observers: ((entries: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void)[] = [];
    let paintsBeforeObserving: string[] = [];
    const document = {
      readyState,
      visibilityState,
      head: { querySelectorAll: (selector: string) => (selector === 'link[data-deferred-rel]' ? links : []) },
      querySelector: (selector: string) => (selector === 'script[type="text/x-deferred-module"]' ? inert : null),
      createElement: () => ({ type: '', nonce: '', textContent: '' }),
      addEventListener: (name: string, listener: () => void) => (listeners[name] = listener),
    };
    class PerformanceObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
      constructor(private callback: (typeof observers)[number]) {}
      observe() {
        observers.push(this.callback);
        // `buffered`: paints from before are reported straight away.
        if (paintsBeforeObserving.length) paint(...paintsBeforeObserving);
      }
    }
    function paint(...names: string[]) {
      for (const callback of observers)
        callback({ getEntriesByName: (name) => names.filter((n) => n === name) }, { disconnect: () => observers.splice(observers.indexOf(callback), 1) });
    }
    const run = (alreadyPainted: string[] = []) => {
      paintsBeforeObserving = alreadyPainted;
      runInNewContext(pageCodeStarterScript(NONCE).replace(/^<script[^>]*>|<\/script>$/g, ''), {
        document,
        PerformanceObserver,
        requestAnimationFrame: (frame: () => void) => frames.push(frame),
        setTimeout: (callback: () => void, ms: number) => timers.push({ run: callback, ms }),
      });
    };
    return { links, inert, listeners, frames, timers, paint, run };
  }

  it('starts the code at the first contentful paint after DOMContentLoaded: the preloads, then the module script with the nonce', () => {
    const page = fakeDocument();
    page.run();
    page.listeners.DOMContentLoaded!();
    page.paint('first-paint');
    expect(page.inert.replacedWith).toBeUndefined();
    page.paint('first-contentful-paint');
    expect(page.links[0]!.rel).toBe('modulepreload');
    expect(page.inert.replacedWith).toEqual({ type: 'module', nonce: NONCE, textContent: 'import "/assets/root.js"' });
  });

  it('starts at once when the page was painted before DOMContentLoaded', () => {
    const page = fakeDocument({ readyState: 'interactive' });
    page.run(['first-paint', 'first-contentful-paint']);
    expect(page.inert.replacedWith).toMatchObject({ type: 'module' });
  });

  it('turns the preloads on a few a task, so no task is long, and the module script after them', () => {
    const page = fakeDocument({ readyState: 'interactive', preloads: 10 });
    page.run(['first-contentful-paint']);
    const started = () => page.links.filter((link) => link.rel === 'modulepreload').length;
    const nextTask = () =>
      page.timers
        .splice(
          page.timers.findIndex((timer) => timer.ms === 0),
          1,
        )[0]!
        .run();
    expect(started()).toBe(4);
    expect(page.inert.replacedWith).toBeUndefined();
    expect(page.timers.map((timer) => timer.ms).sort()).toEqual([0, 1000]);
    nextTask();
    expect(started()).toBe(8);
    expect(page.inert.replacedWith).toBeUndefined();
    nextTask();
    expect(started()).toBe(10);
    expect(page.inert.replacedWith).toMatchObject({ type: 'module', nonce: NONCE });
    expect(page.timers.map((timer) => timer.ms)).toEqual([1000]);
  });

  it('starts our own preload (the messages) in the first batch, though it is written last', () => {
    const page = fakeDocument({ readyState: 'interactive', preloads: 10, ownLast: true });
    page.run(['first-contentful-paint']);
    // The first task's four: the messages and React Router's first three.
    expect(page.links.map((link) => link.rel === 'modulepreload')).toEqual([true, true, true, false, false, false, false, false, false, false, true]);
  });

  it('starts a second after DOMContentLoaded when nothing contentful is painted, and only once', () => {
    const page = fakeDocument();
    page.run();
    page.listeners.DOMContentLoaded!();
    expect(page.inert.replacedWith).toBeUndefined();
    expect(page.timers.map((timer) => timer.ms)).toEqual([1000]);
    page.timers[0]!.run();
    const started = page.inert.replacedWith;
    expect(started).toMatchObject({ type: 'module' });
    page.inert.replacedWith = undefined;
    page.paint('first-contentful-paint');
    expect(page.inert.replacedWith).toBeUndefined();
  });

  it('waits two frames in a browser without paint timing', () => {
    const page = fakeDocument({ readyState: 'interactive', paintTiming: false });
    page.run();
    page.frames.shift()!();
    expect(page.inert.replacedWith).toBeUndefined();
    page.frames.shift()!();
    expect(page.inert.replacedWith).toMatchObject({ type: 'module' });
  });

  it('starts at once in a background tab, which paints nothing and runs timers once a second', () => {
    const page = fakeDocument({ readyState: 'interactive', visibilityState: 'hidden', preloads: 10 });
    page.run();
    expect(page.frames).toEqual([]);
    expect(page.timers).toEqual([]);
    expect(page.links.every((link) => link.rel === 'modulepreload')).toBe(true);
    expect(page.inert.replacedWith).toMatchObject({ type: 'module' });
  });
});
