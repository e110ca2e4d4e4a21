// A self-check of the replay upstream (the bench package has no test runner): against a
// small counting api, a repeated GET reaches the api once and is answered the same from
// memory, a different language is a different answer, and a POST always passes through.
// Run: `npx tsx src/replay-upstream.check.ts` from bench/. Exits non-zero on a failure.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startReplayUpstream } from './replay-upstream.ts';

let apiCalls = 0;
const api = createServer((req, res) => {
  apiCalls += 1;
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    res.writeHead(req.url === '/missing' ? 404 : 200, { 'content-type': 'application/json', etag: `"${apiCalls}"` });
    res.end(JSON.stringify({ call: apiCalls, url: req.url, language: req.headers['accept-language'], body: Buffer.concat(chunks).toString() }));
  });
});
await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;

const replay = await startReplayUpstream({ apiUrl });
try {
  const get = (path: string, language = 'en') => fetch(`${replay.url}${path}`, { headers: { 'accept-language': language } });

  const first = await get('/products?limit=48');
  const firstBody = await first.text();
  const again = await Promise.all([get('/products?limit=48'), get('/products?limit=48')]);
  for (const response of again) {
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('etag'), first.headers.get('etag'), 'the recorded headers are replayed');
    assert.equal(await response.text(), firstBody, 'the recorded body is replayed');
  }
  assert.equal(apiCalls, 1, 'a repeated GET reaches the api once');

  const french = (await (await get('/products?limit=48', 'fr')).json()) as { language: string };
  assert.equal(french.language, 'fr', 'another language is another recording');
  assert.equal(apiCalls, 2);

  assert.equal((await get('/missing')).status, 404);
  assert.equal((await get('/missing')).status, 404, 'an error answer is replayed as recorded');
  assert.equal(apiCalls, 3);

  const head = await fetch(`${replay.url}/products?limit=48`, { method: 'HEAD', headers: { 'accept-language': 'en' } });
  assert.equal(head.status, 200);
  assert.equal(apiCalls, 3, 'HEAD is answered from the GET recording');

  for (let i = 0; i < 2; i++) {
    const posted = (await (await fetch(`${replay.url}/cart`, { method: 'POST', body: `line ${i}` })).json()) as { body: string };
    assert.equal(posted.body, `line ${i}`, 'a POST reaches the api with its body');
  }
  assert.equal(apiCalls, 5, 'every POST passes through');

  assert.equal(replay.recorded(), 3);
  assert.equal(replay.replayed(), 4);
  console.log('replay upstream: ok');
} finally {
  await replay.close();
  await new Promise<void>((r) => api.close(() => r()));
}
