// The signed-in member's Beauty Pass: tier, points, wish-list count.
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../locale/format';
import { useKiosk } from '../visit/kiosk-state';
import { KioskMemberQuery } from './sign-in-queries';

export function PassScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const { member, go } = useKiosk();
  const { data, error } = useQuery(KioskMemberQuery, { skip: !member, fetchPolicy: 'cache-and-network' });
  const me = data?.me;
  if (!member || (!me && !error)) return <p className="notice">…</p>;
  if (!me) return <p className="notice notice--error">{t('errors.generic')}</p>;
  const pass = me.beautyPass;
  return (
    <section className="pass" data-testid="beauty-pass">
      <h1>{t('pass.title')}</h1>
      <div className={`pass-card pass-card--${pass.tierLabel.toLowerCase()}`}>
        <p className="pass-card__tier">{t('pass.tier', { tier: t(`pass.tiers.${pass.tierLabel}`) })}</p>
        <p className="pass-card__points-label">{t('pass.points')}</p>
        <p className="pass-card__points" data-testid="points">
          {format.number(pass.points.valid)}
        </p>
        {pass.points.pending > 0 ? <p>{t('pass.pending', { count: pass.points.pending })}</p> : null}
        <p className="pass-card__number">{t('pass.card', { number: pass.cardNumber })}</p>
      </div>
      {data?.wishList ? (
        <p className="pass__wish-list">
          {t('pass.wishList')}: {t('pass.wishListCount', { count: data.wishList.count })}
        </p>
      ) : null}
      <button type="button" className="button button--primary button--wide" onClick={() => go({ name: 'start' })}>
        {t('header.home')}
      </button>
    </section>
  );
}
