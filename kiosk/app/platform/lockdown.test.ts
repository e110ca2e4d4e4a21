import { describe, expect, it } from 'vitest';
import { isEscapeKey } from './lockdown';

const key = (k: string, mods: { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean } = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('keys that would leave the app', () => {
  it('stops reload, close, new window, history and zoom shortcuts', () => {
    expect(isEscapeKey(key('F5'), false)).toBe(true);
    expect(isEscapeKey(key('r', { ctrlKey: true }), false)).toBe(true);
    expect(isEscapeKey(key('W', { ctrlKey: true }), true)).toBe(true);
    expect(isEscapeKey(key('ArrowLeft', { altKey: true }), false)).toBe(true);
    expect(isEscapeKey(key('+', { ctrlKey: true }), false)).toBe(true);
  });

  it('lets typing through, Backspace included inside a text field', () => {
    expect(isEscapeKey(key('Backspace'), true)).toBe(false);
    expect(isEscapeKey(key('Backspace'), false)).toBe(true);
    expect(isEscapeKey(key('a'), true)).toBe(false);
    expect(isEscapeKey(key('7'), false)).toBe(false);
  });
});
