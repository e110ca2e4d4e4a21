// The on-screen number pad's rules: digits only, up to a length, delete and clear.
export type KeypadKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | 'delete' | 'clear';

export function pressKey(value: string, key: KeypadKey, maxLength: number): string {
  if (key === 'clear') return '';
  if (key === 'delete') return value.slice(0, -1);
  return value.length >= maxLength ? value : value + key;
}

/** What a physical keyboard (or a USB scanner acting as one) types into the pad. */
export function keyFromKeyboard(key: string): KeypadKey | undefined {
  if (/^\d$/.test(key)) return key as KeypadKey;
  if (key === 'Backspace') return 'delete';
  if (key === 'Escape') return 'clear';
  return undefined;
}
