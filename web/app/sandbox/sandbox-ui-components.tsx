// /sandbox/ui-components: the living style guide. Every shared component in every state,
// rendered by the components themselves (not pictures of them): buttons, product buttons,
// price tags, badges, ratings, toasts, a form with errors, empty states, loaders, the
// order outcomes, the 404 and error pages.
import { useTranslation } from 'react-i18next';
import { Badges } from '../catalog/Badges';
import { PriceTag } from '../locale/PriceTag';
import { Rating } from '../catalog/Rating';
import { ErrorPage } from '../content/ErrorPage';
import { NotFound } from '../content/NotFound';
import { useSiteLocale } from '../locale/use-locale';
import { OrderOutcome } from '../order/OrderOutcome';
import { useToast } from '../platform/toast/ToastProvider';
import type { ToastType } from '../platform/toast/toast-defaults';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="sandbox__section" aria-labelledby={`ui-${id}`} data-testid={`ui-${id}`}>
      <h2 id={`ui-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

export default function SandboxUiComponents() {
  const { t } = useTranslation();
  const toast = useToast();
  const { currency } = useSiteLocale();
  const money = (amount: number) => ({ amount, currency });
  return (
    <>
      <h1>{t('sandbox.pages.uiComponents')}</h1>

      <Section id="buttons" title={t('sandbox.ui.buttons')}>
        <div className="sandbox__row">
          <button type="button" className="button button--primary">
            {t('product.addToBag')}
          </button>
          <button type="button" className="button button--secondary">
            {t('cart.startShopping')}
          </button>
          <button type="button" className="button button--link">
            {t('cart.remove')}
          </button>
          <button type="button" className="button button--primary" disabled>
            {t('product.outOfStock')}
          </button>
          <button type="button" className="button button--primary" disabled aria-busy="true">
            {t('product.adding')}
          </button>
        </div>
        <div className="sandbox__row">
          <button type="button" className="button button--secondary">
            {t('catalog.button.waitlistMe')}
          </button>
          <button type="button" className="button button--secondary" aria-pressed="true">
            {t('catalog.button.waitlisted')}
          </button>
          <button type="button" className="button button--secondary">
            {t('catalog.button.remindMe')}
          </button>
          <button type="button" className="button button--secondary" disabled>
            {t('bag.promoApplying')}
          </button>
          <button type="button" className="button button--secondary" disabled>
            {t('bag.promoRemoving')}
          </button>
        </div>
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
          <div className="field">
            <label htmlFor="ui-email">{t('account.signIn.email')}</label>
            <input id="ui-email" type="email" defaultValue="not-an-email" aria-invalid="true" aria-describedby="ui-email-error" />
            <p id="ui-email-error" className="notice notice--error">
              {t('sandbox.ui.invalidEmail')}
            </p>
          </div>
          <div className="field">
            <label htmlFor="ui-name">{t('sandbox.ui.fullName')}</label>
            <input id="ui-name" aria-invalid="true" aria-describedby="ui-name-error" />
            <p id="ui-name-error" className="notice notice--error">
              {t('sandbox.ui.fullNameRequired')}
            </p>
          </div>
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
