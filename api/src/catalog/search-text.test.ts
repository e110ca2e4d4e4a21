import { describe, expect, it } from 'vitest';
import { cleanQuery, correctionUnits, searchWords } from './search-text.ts';

describe('searchWords', () => {
  it('cuts Thai, written without spaces, into dictionary words', () => {
    expect(searchWords('ลิปสติกสีแดง')).toEqual({ latin: [], other: ['ลิปสติก', 'สี', 'แดง'] });
    expect(searchWords('ครีมกันแดด').other).toEqual(['ครีม', 'กันแดด']);
  });

  it('cuts Chinese into words', () => {
    expect(searchWords('紅色口紅').other).toEqual(['紅色', '口紅']);
  });

  it('folds case, accents and width, and splits Latin words on symbols', () => {
    expect(searchWords('Estée Lauder LIP-GLOSS ２.０')).toEqual({ latin: ['estee', 'lauder', 'lip', 'gloss', '2', '0'], other: [] });
  });

  it('keeps mixed queries apart by script', () => {
    expect(searchWords('Dior ลิปสติก')).toEqual({ latin: ['dior'], other: ['ลิปสติก'] });
  });
});

describe('cleanQuery', () => {
  it('trims, collapses spaces and caps the length', () => {
    expect(cleanQuery('  Red   Lipstick ')).toBe('red lipstick');
    expect(cleanQuery('a'.repeat(300))).toHaveLength(100);
  });
});

describe('correctionUnits', () => {
  it('keeps a Thai or Chinese run whole and splits Latin words', () => {
    expect(correctionUnits('ลิปสติค')).toEqual(['ลิปสติค']);
    expect(correctionUnits('Dior lip-gloss 口紅')).toEqual(['dior', 'lip', 'gloss', '口紅']);
  });
});
