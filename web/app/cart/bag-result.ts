// What a bag mutation hook tells the component: done, or a message for the shopper.
import type { TFunction } from 'i18next';
import { userErrorMessage } from './user-error-message';

export type BagResult = { ok: true } | { ok: false; message: string };

export function bagResult(t: TFunction, userErrors: ReadonlyArray<{ code: string }> | undefined): BagResult {
  const first = userErrors?.[0];
  return first ? { ok: false, message: userErrorMessage(t, first.code) } : { ok: true };
}
