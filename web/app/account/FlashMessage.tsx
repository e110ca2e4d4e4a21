// The one-line confirmation after signing in or out ("Welcome back", "Signed out
// successfully"), carried in the navigation's state so a reload does not repeat it.
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

export type Flash = { kind: 'welcomeBack' } | { kind: 'signedOut' } | { kind: 'welcome'; name: string };

export function FlashMessage() {
  const { t } = useTranslation();
  const flash = (useLocation().state as { flash?: Flash } | null)?.flash;
  const text =
    flash?.kind === 'welcomeBack'
      ? t('account.flash.welcomeBack')
      : flash?.kind === 'signedOut'
        ? t('account.flash.signedOut')
        : flash?.kind === 'welcome'
          ? t('account.flash.welcome', { name: flash.name })
          : undefined;
  return (
    <div role="status" aria-live="polite" className="flash" data-testid="flash">
      {text && <p className="notice notice--success flash__message">{text}</p>}
    </div>
  );
}
