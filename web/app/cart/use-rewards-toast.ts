// How a Beauty Pass change to the bag went (a reward or a gift with purchase added or
// removed), as a toast: the api's refusal in the shopper's words, else `doneKey`; a request
// that fails at all is the general refusal. In cart, so the rewards boutique can use it too.
import type { ParseKeys } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../platform/toast/ToastProvider';

type UserErrors = readonly { code: string }[] | undefined;

/** `report(() => …mutate… → userErrors, doneKey)`. */
export function useRewardsToast() {
  const { t } = useTranslation();
  const toast = useToast();
  return useCallback(
    async (attempt: () => Promise<UserErrors>, doneKey: ParseKeys) => {
      try {
        const error = (await attempt())?.[0];
        toast.show(
          error
            ? { type: 'error', text: t(`rewards.errors.${error.code}`, { defaultValue: t('rewards.errors.GENERIC') }) }
            : { type: 'success', text: t(doneKey) },
        );
      } catch {
        toast.show({ type: 'error', text: t('rewards.errors.GENERIC') });
      }
    },
    [t, toast],
  );
}
