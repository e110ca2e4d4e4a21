// The Beauty Pass card as a QR code on the account page (decision 0119): shown to a store
// kiosk's scanner to sign in there. Inline SVG, server-rendered; black on white whatever
// the page's colours, since scanners need the contrast.
import { useTranslation } from 'react-i18next';
import { cardQr } from './card-qr';

/** Modules are drawn this many CSS pixels wide: 29 × 6 = 174 px, easy for a scanner at arm's length. */
const MODULE_PX = 6;

export function BeautyPassCardQr({ cardNumber }: { cardNumber: string | null | undefined }) {
  const { t } = useTranslation();
  const qr = cardQr(cardNumber);
  if (!qr) return null;
  return (
    <figure className="beauty-pass__qr" data-testid="beauty-pass-qr">
      <svg
        role="img"
        aria-label={t('loyalty.cardQr')}
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        width={qr.size * MODULE_PX}
        height={qr.size * MODULE_PX}
        shapeRendering="crispEdges"
      >
        <rect width={qr.size} height={qr.size} fill="#fff" />
        <path d={qr.path} fill="#000" />
      </svg>
      <figcaption>{t('loyalty.cardQrCaption')}</figcaption>
    </figure>
  );
}
