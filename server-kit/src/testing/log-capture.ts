// Test support: a pino destination that keeps what it is given, as text and as parsed
// lines, so a test can read an in-process server's log (the redaction and request-id tests).
import { Writable } from 'node:stream';
import type { LogLine } from './service-process.ts';

export interface LogCapture {
  destination: Writable;
  readonly lines: LogLine[];
  text(): string;
}

export function captureLogs(): LogCapture {
  const lines: LogLine[] = [];
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      const text = chunk.toString('utf8');
      chunks.push(text);
      for (const line of text.split('\n')) if (line.startsWith('{')) lines.push(JSON.parse(line) as LogLine);
      callback();
    },
  });
  return { destination, lines, text: () => chunks.join('') };
}
