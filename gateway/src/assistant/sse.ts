// Server-sent events as OpenAI-compatible servers stream them: events separated by a blank
// line, each with one or more `data:` lines (https://html.spec.whatwg.org/multipage/server-sent-events.html).
// Yields each event's data; comments (`:`) and other fields are skipped.

function dataOf(event: string): string | undefined {
  const lines = event.split('\n').filter((line) => line.startsWith('data:'));
  return lines.length ? lines.map((line) => line.slice(5).replace(/^ /u, '')).join('\n') : undefined;
}

export async function* sseData(chunks: AsyncIterable<Uint8Array | string>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of chunks) {
    buffer += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    // A \r at the end may be half of a \r\n split across chunks: normalise it with the next one.
    const held = buffer.endsWith('\r') ? '\r' : '';
    buffer = buffer.slice(0, buffer.length - held.length).replace(/\r\n?/gu, '\n');
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const data = dataOf(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (data !== undefined) yield data;
    }
    buffer += held;
  }
  const last = dataOf((buffer + decoder.decode()).replace(/\r\n?/gu, '\n').trim());
  if (last !== undefined) yield last;
}
