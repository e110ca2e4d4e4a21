// The product page's "Waitlist me" (an out-of-stock variant) or "Remind me" (a coming-soon
// product). A member joins with one click; a guest gives an e-mail address first and is
// told to confirm it (double opt-in). Success and failure go through the toast.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DeviceList, readDeviceList, toggleDeviceList } from './device-lists';
import { useToast } from '../platform/toast/ToastProvider';
import { useListAlerts } from './use-list-alerts';
import { useSignedIn } from './use-signed-in';

interface ListAlertButtonProps {
  kind: 'waitlist' | 'launch';
  /** The variant (waitlist) or product (launch) id. */
  targetId: string;
  /** The member's state from the cache (Variant.waitlisted / Product.launchReminderSet). */
  on: boolean;
}

const DEVICE_LIST: Record<ListAlertButtonProps['kind'], DeviceList> = { waitlist: 'waitlist', launch: 'reminders' };

export function ListAlertButton({ kind, targetId, on }: ListAlertButtonProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const signedIn = useSignedIn();
  const { setWaitlist, remindMe, cancelReminder, busy } = useListAlerts();
  const [asking, setAsking] = useState(false);
  const [email, setEmail] = useState('');
  const [guestPending, setGuestPending] = useState(false);
  const [fieldError, setFieldError] = useState<string>();
  const emailId = useId();
  // A guest's pending entries are remembered on this device (read after hydration).
  useEffect(() => setGuestPending(readDeviceList(DEVICE_LIST[kind]).includes(targetId)), [kind, targetId]);

  const active = signedIn ? on : guestPending;
  const label =
    kind === 'waitlist'
      ? active
        ? t('catalog.button.waitlisted')
        : t('catalog.button.waitlistMe')
      : active
        ? t('catalog.button.reminderSet')
        : t('catalog.button.remindMe');

  async function join(address?: string) {
    setFieldError(undefined);
    try {
      const result =
        kind === 'waitlist'
          ? (await setWaitlist({ variables: { variantId: targetId, on: true, email: address ?? null } })).data?.setWaitlist
          : (await remindMe({ variables: { productId: targetId, email: address ?? null } })).data?.remindMe;
      const error = result?.userErrors[0];
      if (error) {
        if (error.code === 'INVALID_INPUT' || error.code === 'EMAIL_REQUIRED') setFieldError(t('lists.alert.emailInvalid'));
        else toast.show({ type: 'error', text: error.message });
        return;
      }
      if (result?.state === 'PENDING_CONFIRMATION') {
        if (!readDeviceList(DEVICE_LIST[kind]).includes(targetId)) toggleDeviceList(DEVICE_LIST[kind], targetId);
        setGuestPending(true);
        setAsking(false);
        toast.show({ type: 'success', text: t('lists.alert.confirmSent') });
        return;
      }
      toast.show({ type: 'success', text: kind === 'waitlist' ? t('lists.alert.waitlisted') : t('lists.alert.reminderSet') });
    } catch {
      toast.show({ type: 'error', text: t('lists.alert.failed') });
    }
  }

  async function leave() {
    try {
      if (kind === 'waitlist') await setWaitlist({ variables: { variantId: targetId, on: false } });
      else await cancelReminder({ variables: { productId: targetId } });
    } catch {
      toast.show({ type: 'error', text: t('lists.alert.failed') });
    }
  }

  function onClick() {
    if (signedIn) return void (active ? leave() : join());
    if (!active) setAsking((open) => !open);
  }

  return (
    <div className="list-alert">
      <button
        type="button"
        className={`button ${kind === 'waitlist' ? 'button--secondary purchase__waitlist' : 'button--primary purchase__remind'}`}
        aria-pressed={active}
        aria-expanded={!signedIn && !active ? asking : undefined}
        aria-disabled={busy || undefined}
        onClick={onClick}
      >
        {label}
      </button>
      {asking && !signedIn && (
        <form
          className="list-alert-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) void join(email.trim());
          }}
        >
          <div>
            <label htmlFor={emailId}>{t('lists.alert.emailLabel')}</label>
            <input
              id={emailId}
              type="email"
              autoComplete="email"
              maxLength={254}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${emailId}-error` : undefined}
              required
            />
            {fieldError && (
              <p id={`${emailId}-error`} className="field-error" role="alert">
                {fieldError}
              </p>
            )}
          </div>
          <button type="submit" className="button button--primary">
            {t('lists.alert.submit')}
          </button>
        </form>
      )}
      {active && (
        <p className="purchase__note" role="status">
          {!signedIn ? t('lists.alert.pendingNote') : kind === 'waitlist' ? t('lists.alert.waitlistedNote') : t('lists.alert.reminderNote')}
        </p>
      )}
    </div>
  );
}
