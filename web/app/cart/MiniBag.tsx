// The mini-bag: a header disclosure listing what is in the bag and its total, read from
// the normalized cache (the Cart singleton and its lines), so it follows every bag change
// without asking again. Opening it the first time fetches what the cache lacks.
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import './bag.css';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { graphql } from '../__generated__/gql';
import { formatMoney } from '../locale/money';
import { useSiteLocale } from '../locale/use-locale';
import { DisclosureButton } from '../platform/DialogOpener';

const MiniBagQuery = graphql(`
  query MiniBag {
    cart {
      id
      itemsCount
      lines { id quantity lineTotal { amount currency } product { id name brand { id name } } }
      summary {
        total { amount currency }
        shipping { amount currency }
        freeShippingThreshold { amount currency }
        amountToFreeShipping { amount currency }
      }
    }
  }
`);

export function MiniBag() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const location = useLocation();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <div className="mini-bag" ref={root}>
      <DisclosureButton className="mini-bag__toggle" open={open} controls={panelId} onToggle={() => setOpen((o) => !o)} testId="mini-bag-toggle">
        <span aria-hidden="true">▾</span>
        <span className="visually-hidden">{t('bag.miniBagOpen')}</span>
      </DisclosureButton>
      {open && <MiniBagPanel id={panelId} />}
    </div>
  );
}

function MiniBagPanel({ id }: { id: string }) {
  const { t } = useTranslation();
  const { tag } = useSiteLocale();
  const { data } = useQuery(MiniBagQuery);
  const cart = data?.cart;
  return (
    <div id={id} className="mini-bag__panel" data-testid="mini-bag">
      <h2 className="mini-bag__title">{t('bag.miniBagTitle')}</h2>
      {cart && cart.lines.length === 0 && <p>{t('bag.miniBagEmpty')}</p>}
      {cart && cart.lines.length > 0 && (
        <>
          <ul className="mini-bag__lines">
            {cart.lines.map((line) => (
              <li key={line.id}>
                <span className="mini-bag__name">
                  {line.product.brand.name} {line.product.name}
                </span>
                <span className="mini-bag__meta">
                  {t('bag.lineQuantity', { count: line.quantity })} · {formatMoney(line.lineTotal, tag)}
                </span>
              </li>
            ))}
          </ul>
          <p className="mini-bag__total">
            {t('bag.total')}: {formatMoney(cart.summary.total, tag)}
          </p>
          {/* What the total holds for shipping, and how far free shipping is (issue 15 item 3). */}
          <p className="mini-bag__shipping" data-testid="mini-bag-shipping">
            {cart.summary.shipping.amount === 0
              ? t('bag.miniBagShippingFree')
              : t('bag.miniBagShippingIncluded', { amount: formatMoney(cart.summary.shipping, tag) })}{' '}
            {cart.summary.amountToFreeShipping.amount > 0 &&
              t('bag.freeShippingMore', {
                amount: formatMoney(cart.summary.amountToFreeShipping, tag),
                threshold: formatMoney(cart.summary.freeShippingThreshold, tag),
              })}
          </p>
        </>
      )}
      <Link to="/cart" className="button button--primary">
        {t('bag.miniBagView')}
      </Link>
    </div>
  );
}
