// Reads a calendar file back (RFC 5545): unfolds continuation lines, splits each content
// line at its first colon, drops parameters, unescapes TEXT. Enough to check what a
// calendar application would read from our files.
import { expect } from 'vitest';

export function parseCalendar(ics: string): Record<string, string> {
  expect(ics.endsWith('\r\n')).toBe(true);
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  const fields: Record<string, string> = {};
  for (const line of unfolded.split('\r\n').filter(Boolean)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).split(';')[0]!;
    const value = line
      .slice(colon + 1)
      .replace(/\\n/gi, '\n')
      .replace(/\\([\\;,])/g, '$1');
    if (name === 'BEGIN' || name === 'END') fields[`${name}:${value}`] = 'yes';
    else fields[name] = value;
  }
  return fields;
}
