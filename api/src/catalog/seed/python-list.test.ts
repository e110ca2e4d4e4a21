import { describe, expect, it } from 'vitest';
import { parsePythonStringList } from './python-list.ts';

describe('parsePythonStringList', () => {
  it('reads single-quoted items', () => {
    expect(parsePythonStringList("['Vegan', 'Matte Finish']")).toEqual(['Vegan', 'Matte Finish']);
  });

  it('reads double-quoted items holding an apostrophe (as Python writes them)', () => {
    expect(parsePythonStringList(`['Vegan', "allure 2018 Readers' Choice Award Winner", 'Waterproof']`)).toEqual([
      'Vegan',
      "allure 2018 Readers' Choice Award Winner",
      'Waterproof',
    ]);
  });

  it('unescapes backslashes and quotes', () => {
    expect(parsePythonStringList(String.raw`['Water\\Aqua\\Eau, Glycerin', 'it\'s']`)).toEqual([String.raw`Water\Aqua\Eau, Glycerin`, "it's"]);
  });

  it('keeps commas and brackets inside an item', () => {
    expect(parsePythonStringList("['Mica, [+/-: Iron Oxides (CI 77491)].']")).toEqual(['Mica, [+/-: Iron Oxides (CI 77491)].']);
  });

  it('gives [] for an empty cell or an empty list', () => {
    expect(parsePythonStringList('')).toEqual([]);
    expect(parsePythonStringList('  []  ')).toEqual([]);
  });

  it('keeps text that is not a list literal rather than losing it', () => {
    expect(parsePythonStringList('Water, Glycerin')).toEqual(['Water, Glycerin']);
    expect(parsePythonStringList("['unterminated")).toEqual(["['unterminated"]);
  });
});
