// @ts-check
// GET /images/*: product pictures, from the web server's origin (where the web proxies them
// from the api). Product.imageUrl and images[].url are root-relative (/images/products/…),
// so the kiosk serves them on its own origin: the page's CSP stays img-src 'self', and the
// browser's cache keeps what it has seen through a network drop (the files are immutable).
import { Readable } from 'node:stream';

const PASSED_ON = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified'];

/**
 * @param {{ webUrl: string }} options
 * @returns {import('express').RequestHandler}
 */
export function imagesProxy({ webUrl }) {
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).end();
      return;
    }
    try {
      const upstream = await fetch(`${webUrl}${req.originalUrl}`, {
        method: req.method,
        headers: { accept: req.get('accept') ?? 'image/*', ...(req.get('if-none-match') ? { 'if-none-match': req.get('if-none-match') } : {}) },
        signal: AbortSignal.timeout(15_000),
      });
      res.status(upstream.status);
      for (const name of PASSED_ON) {
        const value = upstream.headers.get(name);
        if (value) res.set(name, value);
      }
      if (!upstream.body || req.method === 'HEAD') {
        res.end();
        return;
      }
      Readable.fromWeb(/** @type {import('node:stream/web').ReadableStream} */ (upstream.body))
        .on('error', () => res.destroy())
        .pipe(res);
    } catch {
      res.status(502).end();
    }
  };
}
