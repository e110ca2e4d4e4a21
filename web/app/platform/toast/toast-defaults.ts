// docs/product.md#notification-defaults and docs/product.md#notifications: one place for the numbers.
export type ToastType = 'default' | 'success' | 'warn' | 'error';

export interface ToastInput {
  /** Already translated: callers pass t('…'). */
  text: string;
  title?: string;
  type?: ToastType;
  /** ms on screen; errors stay until clicked when 0. */
  duration?: number;
}

export interface Toast extends Required<Omit<ToastInput, 'title'>> {
  id: number;
  title?: string;
}

export const TOAST_DURATION_MS = 3000;
/** The slide-in/out animation, in ms (docs/product.md#notification-defaults). */
export const TOAST_SPEED_MS = 300;
export const TOAST_WIDTH_PX = 300;

/**
 * A toast reads as a sentence: its first letter a capital where the script has them (Latin
 * in en and id; Thai and Chinese have none, so theirs is unchanged), whatever the caller
 * passed: a message or an api's error text.
 */
export const sentenceCase = (text: string): string => {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const letter = String.fromCodePoint(first);
  return letter.toUpperCase() + text.slice(letter.length);
};

let nextId = 1;
export const makeToast = (input: ToastInput): Toast => ({
  id: nextId++,
  text: sentenceCase(input.text),
  ...(input.title !== undefined ? { title: input.title } : {}),
  type: input.type ?? 'default',
  duration: input.duration ?? TOAST_DURATION_MS,
});
