// "My picks": what this shopper put aside, and one QR code that opens them all on the
// website (/picks, each with "Add to bag").
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKiosk } from '../visit/kiosk-state';
import { picksUrl } from '../send-to-phone/phone-urls';
import { SendToPhone } from '../send-to-phone/SendToPhone';

export function PicksScreen() {
  const { t } = useTranslation();
  const { picks, removeFromPicks, config, language, go } = useKiosk();
  const [sending, setSending] = useState(false);
  return (
    <section className="picks">
      <h1>{t('picks.title')}</h1>
      {picks.length === 0 ? <p className="notice">{t('picks.empty')}</p> : null}
      <ul className="picks__list">
        {picks.map((pick) => (
          <li key={pick.variantId} className="pick" data-testid="pick">
            <button type="button" className="pick__open" onClick={() => go({ name: 'product', productId: pick.productId, variantId: pick.variantId })}>
              <img src={pick.imageUrl} alt="" />
              <span>
                <span className="pick__brand">{pick.brand}</span>
                <span className="pick__name">{pick.name}</span>
                {pick.shade ? <span className="pick__shade">{pick.shade}</span> : null}
              </span>
            </button>
            <button
              type="button"
              className="button button--ghost"
              aria-label={t('picks.remove', { name: pick.name })}
              onClick={() => removeFromPicks(pick.variantId)}
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
      {picks.length > 0 ? (
        <button type="button" className="button button--primary button--wide" onClick={() => setSending(true)}>
          {t('picks.send')}
        </button>
      ) : null}
      {sending ? (
        <SendToPhone
          url={picksUrl(
            { webPublicUrl: config.webPublicUrl, country: config.country, language },
            picks.map((p) => p.variantId),
          )}
          hint={t('phone.picksHint')}
          onClose={() => setSending(false)}
        />
      ) : null}
    </section>
  );
}
