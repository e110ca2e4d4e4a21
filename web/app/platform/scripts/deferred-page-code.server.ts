// The page's code starts after its first paint (decision 0120, "Fourth pass").
//
// Every page is rendered on the server, so its text, prices, pictures and links are in the
// HTML; the code only makes it interactive. React Router starts that code with
// `<link rel="modulepreload">` hints in <head> (about 45 modules on a page) and one inline
// `<script type="module" async>`, so on a slow phone 45 downloads and their compiling
// compete with the first paint and its pictures. Here the server writes both inert as the
// HTML streams out, and a small script in <head> (pageCodeStarterScript) brings them to life
// once the browser reports the page's first contentful paint: the preloads then fetch the
// whole module graph in parallel, and the module script hydrates as before. React Router's
// <Scripts> takes no option for it, so the document is rewritten on its way out.
import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';
import { nonceAttribute } from '../apollo-state';

// As React writes them. A preload loses its `rel` (a <link> without one does nothing) and
// keeps it in a data attribute; the module script gets a type no browser runs.
const PRELOAD_START = '<link rel="modulepreload"';
const DEFERRED_PRELOAD_START = '<link data-deferred-rel="modulepreload"';
const MODULE_SCRIPT = /<script((?: nonce="[^"]*")?) type="module" async="">/;
const DEFERRED_MODULE_TYPE = 'text/x-deferred-module';
/**
 * How much of a chunk's end is held back, in case a tag is cut in two between chunks: more
 * than the module script's opening tag with the response's nonce (24 characters, server/
 * security-headers.ts), and than "</head>".
 */
const HELD_BACK = 96;

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/**
 * Makes React Router's module preloads (in <head>) and its module script (in <body>) inert,
 * and writes `headEnd()` (the page's own scripts, pageCodeStarterScript among them) just
 * before </head>: one pass finds </head>, so no tag cut between chunks can be missed by a
 * second. Everything else passes unchanged.
 */
export function deferPageCode({ headEnd }: { headEnd: () => string }): Transform {
  // Chunks may end inside a multi-byte character (Thai, Chinese): decode across them.
  const decoder = new StringDecoder('utf8');
  let held = '';
  let part: 'head' | 'body' | 'after the module script' = 'head';

  /** The text with its tags made inert; the part moves on as </head> and the script pass. */
  function rewrite(text: string): string {
    if (part === 'head') {
      const at = text.indexOf('</head>');
      if (at === -1) return text.replaceAll(PRELOAD_START, DEFERRED_PRELOAD_START);
      part = 'body';
      return text.slice(0, at).replaceAll(PRELOAD_START, DEFERRED_PRELOAD_START) + headEnd() + rewrite(text.slice(at));
    }
    if (part === 'body' && MODULE_SCRIPT.test(text)) {
      part = 'after the module script';
      return text.replace(MODULE_SCRIPT, `<script$1 type="${DEFERRED_MODULE_TYPE}">`);
    }
    return text;
  }

  // A function, not an inline comparison: rewrite() moves `part` on between two reads.
  const pastModuleScript = () => part === 'after the module script';

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      // Still through the decoder after the script: a chunk may have ended inside a character.
      if (pastModuleScript()) return callback(null, decoder.write(chunk));
      const text = rewrite(held + decoder.write(chunk));
      if (pastModuleScript()) {
        held = '';
        return callback(null, text);
      }
      // Rewritten tags never match again, so text held back is rewritten at most once.
      let cut = Math.max(0, text.length - HELD_BACK);
      // Never between the two halves of a character outside the BMP (💄): each would be written alone, as U+FFFD.
      if (isHighSurrogate(text.charCodeAt(cut - 1))) cut -= 1;
      held = text.slice(cut);
      callback(null, text.slice(0, cut));
    },
    flush(callback) {
      // A document without </head> (none of ours) still gets the page's scripts.
      callback(null, held + decoder.end() + (part === 'head' ? headEnd() : ''));
    },
  });
}

/**
 * Starts the page's code once the browser has painted. It waits for DOMContentLoaded (the
 * module script is in the document by then), then for the first contentful paint as the
 * browser reports it. Two animation frames were not enough: under load, Chromium's paint
 * timestamp came after the second frame began. A page with nothing contentful reports no
 * such paint, so the code starts a second after DOMContentLoaded at the latest; a browser
 * without paint timing waits two frames; a page in a background tab paints nothing and
 * starts at once. Runs in the browser: it must stay self-contained.
 */
function startPageCodeAfterFirstPaint(deferredType: string, latestMs: number, preloadsATask: number) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // The preloads, so the module graph is fetched in parallel, not import by import. Each
    // one started costs the main thread about a millisecond (4 on a slowed phone), so they
    // go a few a task: 44 in one task blocked the page for 50 ms here, 200 on a slowed phone.
    // A background tab runs timers once a second, and nobody is waiting on it: all at once.
    // Our own preloads first (the page's messages, which the entry module needs the moment it
    // runs), then React Router's in document order. Written last and started a few a task, the
    // messages once started only after every other module had arrived.
    const deferred = Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[data-deferred-rel]'));
    const ownFirst = (link: HTMLLinkElement) => link.dataset.deferredFirst !== undefined;
    const links = [...deferred.filter(ownFirst), ...deferred.filter((link) => !ownFirst(link))];
    const startSome = () => {
      const count = document.visibilityState === 'hidden' ? links.length : preloadsATask;
      for (const link of links.splice(0, count)) link.rel = link.dataset.deferredRel ?? '';
      if (links.length > 0) setTimeout(startSome, 0);
      else startModuleScript();
    };
    // The module script last: once its modules are all asked for, its imports are found in
    // the module map instead of being requested all at once in one long task.
    const startModuleScript = () => {
      const inert = document.querySelector<HTMLScriptElement>(`script[type="${deferredType}"]`);
      if (!inert) return;
      const script = document.createElement('script');
      script.type = 'module';
      // The page's nonce (the attribute reads empty once parsed; the property keeps it).
      script.nonce = inert.nonce ?? '';
      script.textContent = inert.textContent;
      inert.replaceWith(script);
    };
    startSome();
  };
  const afterPaint = () => {
    if (document.visibilityState === 'hidden') return start();
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      return requestAnimationFrame(() => requestAnimationFrame(start));
    }
    // `buffered`: a paint that came before DOMContentLoaded is reported at once.
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(start, latestMs);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint, { once: true });
  else afterPaint();
}

/** How long after DOMContentLoaded the code starts at the latest, painted or not. */
const LATEST_START_MS = 1_000;
/** About 5 ms of a task here, 20 on a phone 4× slower: well under a long task's 50. */
const PRELOADS_A_TASK = 4;

/** A module preload of our own (for <head>), started with the page's code, in its first batch. */
export function deferredModulePreload(href: string): string {
  return `${DEFERRED_PRELOAD_START} data-deferred-first href="${href.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)}"/>`;
}

/** The inline script that starts the page's code, for the document's <head>. */
export function pageCodeStarterScript(nonce = ''): string {
  return `<script${nonceAttribute(nonce)}>(${startPageCodeAfterFirstPaint.toString()})(${JSON.stringify(DEFERRED_MODULE_TYPE)},${LATEST_START_MS},${PRELOADS_A_TASK})</script>`;
}
