// The stream reader: events split anywhere by the network still come out whole.
import { describe, expect, it } from 'vitest';
import { sseData } from './sse.ts';

async function all(chunks: string[]): Promise<string[]> {
  const out: string[] = [];
  for await (const data of sseData(
    (async function* () {
      yield* chunks.map((c) => new TextEncoder().encode(c));
    })(),
  ))
    out.push(data);
  return out;
}

describe('sseData', () => {
  it('joins events cut across chunks, CRLF split between them included, and skips comments', async () => {
    expect(await all(['data: {"a"', ':1}\r', '\n\r\n: keep-alive\n\ndata: [DO', 'NE]\n\n'])).toEqual(['{"a":1}', '[DONE]']);
  });

  it('joins multi-line data and keeps a last event without its blank line', async () => {
    expect(await all(['event: x\ndata: one\ndata: two\n\ndata: tail'])).toEqual(['one\ntwo', 'tail']);
  });

  it('reads a Thai character split between two chunks', async () => {
    const bytes = new TextEncoder().encode('data: สาขา\n\n');
    const out: string[] = [];
    for await (const data of sseData(
      (async function* () {
        yield bytes.slice(0, 8);
        yield bytes.slice(8);
      })(),
    ))
      out.push(data);
    expect(out).toEqual(['สาขา']);
  });
});
