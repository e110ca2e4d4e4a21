// The points-expiry popup (docs/product.md#screens): a member whose points expire within 60 days is told
// how many and when, once per browser session (dismissed, it stays closed).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInCountry } from '@beauty/contracts/calendar';
import { useSiteLocale } from '../locale/use-locale';

const SEEN = 'beauty-pass-expiry-seen';

export function PointsExpiryPopup({ points, date }: { points: number; date: string }) {
  const { t } = useTranslation();
  const { tag, country } = useSiteLocale();
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    // Only in the browser, after hydration: the server never renders it open.
    if (window.sessionStorage.getItem(SEEN) !== date) setOpen(true);
  }, [date]);
  useEffect(() => {
    if (open && dialog.current && !dialog.current.open) dialog.current.showModal?.();
  }, [open]);
  if (!open) return null;
  const close = () => {
    window.sessionStorage.setItem(SEEN, date);
    dialog.current?.close?.();
    setOpen(false);
  };
  return (
    <dialog ref={dialog} className="expiry-popup" aria-labelledby="expiry-popup-title" data-testid="points-expiry-popup" onCancel={close}>
      <h2 id="expiry-popup-title">{t('loyalty.expiryPopup.title')}</h2>
      <p>
        {t('loyalty.expiryPopup.text', {
          points: new Intl.NumberFormat(tag).format(points),
          date: formatInCountry(date, tag, country, { dateStyle: 'long' }),
        })}
      </p>
      <button type="button" className="button button--primary" onClick={close}>
        {t('loyalty.expiryPopup.close')}
      </button>
    </dialog>
  );
}
