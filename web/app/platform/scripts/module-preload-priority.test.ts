import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowerModulePreloadPriority } from './module-preload-priority.server';

/** The document cut into chunks of `size` bytes, through the transform. */
async function through(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html, 'utf8');
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return text(Readable.from(chunks).pipe(lowerModulePreloadPriority()));
}

const HEAD = '<!DOCTYPE html><html lang="th"><head><title>ลิปสติก 口紅</title>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
  '<link rel="preload" as="image" href="/p.svg"/></head>';
const BODY = '<body><h1>ลิปสติก</h1><p>&lt;link rel="modulepreload"&gt; in the page text stays as it is</p><link rel="modulepreload" href="/late.js"/></body></html>';

describe('lowerModulePreloadPriority', () => {
  it.each([1, 2, 7, 24, 25, 26, 4096])('marks each preload in <head> low priority once, in chunks of %i bytes', async (size) => {
    const out = await through(HEAD + BODY, size);
    expect(out).toBe(
      HEAD.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"') + BODY,
    );
    expect(out.match(/fetchpriority="low"/g)).toHaveLength(2);
  });

  it('leaves a document without preloads byte for byte', async () => {
    const html = '<html><head><title>口紅</title></head><body>ลิปสติก</body></html>';
    expect(await through(html, 3)).toBe(html);
  });
});
