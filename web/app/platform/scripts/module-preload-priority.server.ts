// The page's code is fetched after what the shopper sees (decision 0120, "Third pass").
//
// Every page is rendered on the server, so its text, prices and first images are in the HTML;
// the code only makes it interactive. React Router preloads that code (about 55 modules on a
// product page) with <link rel="modulepreload">, which browsers fetch at high priority. On a
// slow phone connection those requests take the bandwidth the first product image needs, and
// Lighthouse counts every high-priority script started before the first paint as blocking it.
// `fetchpriority="low"` lets the images go first; the modules still load in parallel and
// hydrate as before. React Router's <Scripts> takes no attribute for it, so the server adds
// it to the HTML on the way out.
import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';

const PRELOAD_START = '<link rel="modulepreload"'; // as React writes it; no regex metacharacter
const MODULE_PRELOAD = new RegExp(PRELOAD_START, 'g');
const LOW_PRIORITY_MODULE_PRELOAD = `${PRELOAD_START} fetchpriority="low"`;
/**
 * How much of a chunk's end is held back, in case a tag is cut in two between chunks: one
 * character less than the tag's start, so a tag already marked is never held back whole.
 */
const HELD_BACK = PRELOAD_START.length - 1;

/** Marks every module preload of the document low priority; everything else passes unchanged. */
export function lowerModulePreloadPriority(): Transform {
  // Chunks may end inside a multi-byte character (Thai, Chinese): decode across them.
  const decoder = new StringDecoder('utf8');
  let held = '';
  let inHead = true;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = held + decoder.write(chunk);
      held = '';
      // React hoists the preloads into <head>; after it, the text passes as it is.
      if (!inHead) return callback(null, text);
      const headEnd = text.indexOf('</head>');
      if (headEnd !== -1) {
        inHead = false;
        return callback(null, text.slice(0, headEnd).replace(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD) + text.slice(headEnd));
      }
      const marked = text.replace(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD);
      const cut = Math.max(0, marked.length - HELD_BACK);
      held = marked.slice(cut);
      callback(null, marked.slice(0, cut));
    },
    flush(callback) {
      callback(null, held + decoder.end());
    },
  });
}
