// The confirmation after signing in, signing up or out ("Welcome back", "Signed out
// successfully", docs/product.md#success-messages), shown as a success toast (docs/product.md#notifications) on the page the
// shopper lands on. It is kept in this tab's sessionStorage, not in the history entry's
// state: the navigation guard (docs/product.md#navigation-guard) makes a move to a path the layout does not exempt
// a full page load, which starts with fresh history state.
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '../platform/toast/ToastProvider';

export type Flash = { kind: 'welcomeBack' } | { kind: 'signedOut' } | { kind: 'welcome'; name: string };

const FLASH_KEY = 'lumi.flash';

function takeFlash(): Flash | undefined {
  try {
    const stored = sessionStorage.getItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_KEY);
    const flash = stored ? (JSON.parse(stored) as Partial<Flash>) : undefined;
    if (flash?.kind === 'welcomeBack' || flash?.kind === 'signedOut') return { kind: flash.kind };
    if (flash?.kind === 'welcome' && typeof flash.name === 'string') return { kind: 'welcome', name: flash.name.slice(0, 100) };
  } catch {
    // Storage turned off or a stray value: no message, nothing else lost.
  }
  return undefined;
}

/** Goes to `to` and shows the flash there, in the page or after a full page load. */
export function useNavigateWithFlash() {
  const navigate = useNavigate();
  return useCallback(
    async (to: string, flash: Flash) => {
      try {
        sessionStorage.setItem(FLASH_KEY, JSON.stringify(flash));
      } catch {
        // Without storage the navigation still happens, without the message.
      }
      await navigate(to);
    },
    [navigate],
  );
}

export function FlashMessage() {
  const { t } = useTranslation();
  const toast = useToast();
  const { key } = useLocation();
  useEffect(() => {
    const flash = takeFlash();
    if (!flash) return;
    const text =
      flash.kind === 'welcomeBack'
        ? t('account.flash.welcomeBack')
        : flash.kind === 'signedOut'
          ? t('account.flash.signedOut')
          : t('account.flash.welcome', { name: flash.name });
    toast.show({ type: 'success', text });
  }, [key, t, toast]);
  return null;
}
