// "Send to my phone": a QR code the shopper's camera opens on the website. A dialog over
// the screen; nothing opens on the kiosk itself.
import { useTranslation } from 'react-i18next';
import { QrCode } from './QrCode';

export function SendToPhone({ url, hint, onClose }: { url: string; hint: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="dialog" role="dialog" aria-modal="true" aria-labelledby="send-title">
      <div className="dialog__panel">
        <h2 id="send-title">{t('phone.title')}</h2>
        <QrCode text={url} label={t('phone.title')} />
        <p>{hint}</p>
        <button type="button" className="button button--primary button--wide" onClick={onClose}>
          {t('phone.close')}
        </button>
      </div>
    </div>
  );
}
