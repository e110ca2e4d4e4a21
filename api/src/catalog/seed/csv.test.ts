import { describe, expect, it } from 'vitest';
import { parseCsv, parseCsvRecords } from './csv.ts';

describe('parseCsv', () => {
  it('handles quoted commas, doubled quotes and line breaks inside quotes', () => {
    expect(parseCsv('a,"b, c","say ""hi""","two\nlines"\r\nx,y,z,w\n')).toEqual([
      ['a', 'b, c', 'say "hi"', 'two\nlines'],
      ['x', 'y', 'z', 'w'],
    ]);
  });

  it('keeps empty fields', () => {
    expect(parseCsv('a,,c\n,,\n')).toEqual([
      ['a', '', 'c'],
      ['', '', ''],
    ]);
  });
});

describe('parseCsvRecords', () => {
  it('keys fields by the header and skips blank lines', () => {
    expect(parseCsvRecords('\uFEFFid,name\nP1,Blush\n\nP2,"Lip, Gloss"\n')).toEqual([
      { id: 'P1', name: 'Blush' },
      { id: 'P2', name: 'Lip, Gloss' },
    ]);
  });
});
