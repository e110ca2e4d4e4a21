// /sandbox/ui-components: the living style guide. Every shared component in every state,
// rendered by the components themselves (not pictures of them): buttons, product buttons,
// price tags, badges, ratings, toasts, a form with errors, empty states, loaders, the
// order outcomes, the 404 and error pages.
import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Badges } from '../catalog/Badges';
import { PriceTag } from '../locale/PriceTag';
import { Rating } from '../catalog/Rating';
import { ErrorPage } from '../content/ErrorPage';
import { NotFound } from '../content/NotFound';
import { useSiteLocale } from '../locale/use-locale';
import { OrderOutcome } from '../order/OrderOutcome';
import { useToast } from '../platform/toast/ToastProvider';
import { SampleButton, type SampleButtonSpec } from './SampleButton';
import type { ToastType } from '../platform/toast/toast-defaults';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="sandbox__section" aria-labelledby={`ui-${id}`} data-testid={`ui-${id}`}>
      <h2 id={`ui-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

/** A form field in its error state: the input marked invalid and described by the error under it. */
function InvalidField({ id, label, error, ...input }: { id: string; label: string; error: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} aria-invalid="true" aria-describedby={`${id}-error`} />
      <p id={`${id}-error`} className="notice notice--error">
        {error}
      </p>
    </div>
  );
}

/** The buttons of the style guide: each variant, and the states a shopper meets them in. */
const BUTTON_ROWS: readonly (readonly SampleButtonSpec[])[] = [
  [
    { variant: 'primary', text: 'product.addToBag' },
    { variant: 'secondary', text: 'cart.startShopping' },
    { variant: 'link', text: 'cart.remove' },
    { variant: 'primary', state: 'disabled', text: 'product.outOfStock' },
    { variant: 'primary', state: 'busy', text: 'product.adding' },
  ],
  [
    { variant: 'secondary', text: 'catalog.button.waitlistMe' },
    { variant: 'secondary', state: 'pressed', text: 'catalog.button.waitlisted' },
    { variant: 'secondary', text: 'catalog.button.remindMe' },
    { variant: 'secondary', state: 'disabled', text: 'bag.promoApplying' },
    { variant: 'secondary', state: 'disabled', text: 'bag.promoRemoving' },
  ],
];

export default function SandboxUiComponents() {
  const { t } = useTranslation();
  const toast = useToast();
  const { currency } = useSiteLocale();
  const money = (amount: number) => ({ amount, currency });
  return (
    <>
      <h1>{t('sandbox.pages.uiComponents')}</h1>

      <Section id="buttons" title={t('sandbox.ui.buttons')}>
        {BUTTON_ROWS.map((row, index) => (
          <div className="sandbox__row" key={index}>
            {row.map(({ variant, state, text }) => (
              <SampleButton key={text} variant={variant} state={state}>
                {t(text)}
              </SampleButton>
            ))}
          </div>
        ))}
      </Section>

      <Section id="prices" title={t('sandbox.ui.prices')}>
        <div className="sandbox__row">
          <PriceTag price={money(4_500)} />
          <PriceTag price={money(6_000)} salePrice={money(4_200)} />
          <PriceTag price={money(129_900)} />
        </div>
      </Section>

      <Section id="badges" title={t('sandbox.ui.badges')}>
        <Badges
          isNew
          isExclusive
          isOnlineOnly
          isLimitedEdition
          badges={['COMING_SOON', 'PRIORITY_ACCESS', 'APP_EXCLUSIVE', 'SELECTED_ONLY']}
          variationType="SHADE"
        />
        <Badges isNew={false} isExclusive={false} isOnlineOnly={false} isLimitedEdition={false} badges={['SELECTED_ONLY']} variationType="SIZE" />
      </Section>

      <Section id="ratings" title={t('sandbox.ui.ratings')}>
        <div className="sandbox__row">
          <Rating rating={4.5} reviewCount={128} />
          <Rating rating={2} reviewCount={1} />
          <Rating rating={null} reviewCount={0} />
        </div>
      </Section>

      <Section id="toasts" title={t('sandbox.pages.notification')}>
        <div className="sandbox__row">
          {(['default', 'success', 'warn', 'error'] as ToastType[]).map((type) => (
            <button
              key={type}
              type="button"
              className="button button--secondary"
              onClick={() => toast.show({ type, text: t(`sandbox.notification.text.${type}`) })}
            >
              {t(`sandbox.notification.type.${type}`)}
            </button>
          ))}
        </div>
      </Section>

      <Section id="form" title={t('sandbox.ui.form')}>
        <form className="account-form" noValidate onSubmit={(event) => event.preventDefault()}>
          <InvalidField id="ui-email" label={t('account.signIn.email')} error={t('sandbox.ui.invalidEmail')} type="email" defaultValue="not-an-email" />
          <InvalidField id="ui-name" label={t('sandbox.ui.fullName')} error={t('sandbox.ui.fullNameRequired')} />
          <div role="alert">
            <p className="notice notice--error">{t('account.errors.INVALID_CREDENTIALS')}</p>
          </div>
          <p className="notice notice--success">{t('account.flash.welcomeBack')}</p>
        </form>
      </Section>

      <Section id="empty" title={t('sandbox.ui.empty')}>
        <div className="empty-bag">
          <p className="empty-bag__title">{t('cart.emptyTitle')}</p>
          <p>{t('cart.emptyText')}</p>
        </div>
        <p>{t('listing.empty')}</p>
        <p>{t('memberOrders.empty')}</p>
      </Section>

      <Section id="loaders" title={t('sandbox.pages.loaders')}>
        <div className="sandbox__row" aria-busy="true">
          <span className="sandbox__spinner" role="progressbar" aria-label={t('sandbox.loading')} />
          <span className="sandbox__skeleton" aria-hidden="true" />
        </div>
      </Section>

      <Section id="outcomes" title={t('sandbox.ui.outcomes')}>
        {(['CONFIRMED', 'PAYMENT_PENDING', 'PAYMENT_FAILED', 'PAYMENT_BLOCKED'] as const).map((status) => (
          <OrderOutcome key={status} status={status} />
        ))}
      </Section>

      <Section id="pages" title={t('sandbox.ui.pages')}>
        <NotFound path="/sandbox/missing" />
        <ErrorPage referenceId="req-0123456789" />
      </Section>
    </>
  );
}
