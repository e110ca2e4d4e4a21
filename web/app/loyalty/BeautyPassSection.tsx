// The account page's Beauty Pass section (docs/product.md#shop "points summary", docs/product.md#screens tier progress cards):
// card number, tier (Pink shows as White), valid and pending points, points expiring soon,
// progress to the next tier in the membership year, and the tier messages of docs/product.md#tier-messages.
// The card also as a QR code, for a store kiosk's scanner (decision 0119).
// Its own query, which the account page's loader runs beside its own (server and browser
// alike), so the card is in the server's HTML; the section reads it from the cache.
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatInCountry } from '@beauty/contracts/calendar';
import { graphql } from '../__generated__/gql';
import { useSiteLocale } from '../locale/use-locale';
import { BeautyPassCardQr } from './BeautyPassCardQr';
import { PointsExpiryPopup } from './PointsExpiryPopup';
import { TierProgressCard } from './TierProgressCard';
import { tierMessageText, tierName } from './tier-message';
import './loyalty.css';

export const BeautyPassSectionQuery = graphql(`
  query BeautyPassSection {
    me {
      id
      beautyPass {
        cardNumber
        tier
        tierLabel
        points { valid pending expiringSoon { points date } }
        progress {
          yearEnd
          daysLeft
          spend { amount currency }
          pendingSpend { amount currency }
          nextTier
          toNextTier { amount currency }
          toKeep { amount currency }
          blackThreshold { amount currency }
          goldThreshold { amount currency }
        }
        messages { kind tier amount { amount currency } days date }
      }
    }
  }
`);

export function BeautyPassSection() {
  const { t } = useTranslation();
  const { tag, country } = useSiteLocale();
  const { data, loading, error } = useQuery(BeautyPassSectionQuery, { fetchPolicy: 'cache-first' });
  const pass = data?.me?.beautyPass;
  return (
    <section className="beauty-pass" aria-labelledby="beauty-pass-title" data-testid="beauty-pass">
      <h2 id="beauty-pass-title">{t('loyalty.title')}</h2>
      {!pass ? (
        <p aria-live="polite">{loading ? t('loyalty.loading') : error ? t('loyalty.unavailable') : null}</p>
      ) : (
        <>
          <p className={`beauty-pass__tier beauty-pass__tier--${pass.tierLabel.toLowerCase()}`} data-testid="beauty-pass-tier">
            {t('loyalty.memberOf', { tier: tierName(t, pass.tierLabel) })}
          </p>
          <dl className="beauty-pass__facts">
            <dt>{t('loyalty.cardNumber')}</dt>
            <dd data-testid="beauty-pass-card">{pass.cardNumber}</dd>
            <dt>{t('loyalty.points')}</dt>
            <dd data-testid="beauty-pass-points">{new Intl.NumberFormat(tag).format(pass.points.valid)}</dd>
            <dt>{t('loyalty.pending')}</dt>
            <dd data-testid="beauty-pass-pending">{new Intl.NumberFormat(tag).format(pass.points.pending)}</dd>
            {pass.points.expiringSoon && (
              <>
                <dt>{t('loyalty.expiring')}</dt>
                <dd data-testid="beauty-pass-expiring">
                  {t('loyalty.expiringText', {
                    points: new Intl.NumberFormat(tag).format(pass.points.expiringSoon.points),
                    date: formatInCountry(pass.points.expiringSoon.date, tag, country, { dateStyle: 'long' }),
                  })}
                </dd>
              </>
            )}
          </dl>
          <BeautyPassCardQr cardNumber={pass.cardNumber} />
          <TierProgressCard progress={pass.progress} tierLabel={pass.tierLabel} />
          <ul className="beauty-pass__messages" data-testid="beauty-pass-messages">
            {pass.messages.map((message) => (
              <li key={`${message.kind}-${message.tier}`} data-kind={message.kind.toLowerCase()}>
                {tierMessageText(t, message, tag, country)}
              </li>
            ))}
          </ul>
          <p className="beauty-pass__links">
            <Link to="/account/points" data-testid="points-history-link">
              {t('loyalty.historyLink')}
            </Link>
            {' · '}
            <Link to="/pages/beauty-pass">{t('loyalty.benefitsLink')}</Link>
          </p>
          {pass.points.expiringSoon && <PointsExpiryPopup points={pass.points.expiringSoon.points} date={pass.points.expiringSoon.date} />}
        </>
      )}
    </section>
  );
}
