// The wrapper every bag mutation hook shares: the mutation's userErrors become the
// shopper's message (bag-result.ts), and a failure to reach the gateway, or a GraphQL
// error, the general one. The hooks never throw at a component.
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { bagResult, type BagResult } from './bag-result';

type UserErrors = ReadonlyArray<{ code: string }> | undefined;

export async function settleBagMutation(t: TFunction, mutation: () => Promise<UserErrors>): Promise<BagResult> {
  try {
    return bagResult(t, await mutation());
  } catch {
    return { ok: false, message: t('errors.generic') };
  }
}

/** `run(() => …mutate… → userErrors)` in the shopper's language. */
export function useBagMutation() {
  const { t } = useTranslation();
  return useCallback((mutation: () => Promise<UserErrors>) => settleBagMutation(t, mutation), [t]);
}
