// /sandbox/loaders: the loading states a shopper sees: a busy button, a busy bag line, a
// busy listing, the spinner and the skeleton line.
import { useTranslation } from 'react-i18next';

export default function SandboxLoaders() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('sandbox.pages.loaders')}</h1>
      <div className="sandbox__row" aria-busy="true">
        <span className="sandbox__spinner" role="progressbar" aria-label={t('sandbox.loading')} />
        <span className="sandbox__skeleton" aria-hidden="true" />
      </div>
      <div className="sandbox__row">
        <button type="button" className="button button--primary" disabled aria-busy="true">
          {t('product.adding')}
        </button>
        <button type="button" className="button button--secondary" disabled aria-busy="true">
          {t('bag.promoApplying')}
        </button>
        <button type="button" className="button button--secondary" disabled aria-busy="true">
          {t('cart.removing')}
        </button>
      </div>
      <ul className="bag__lines">
        <li className="bag-line" aria-busy="true">
          <span className="sandbox__skeleton" />
        </li>
      </ul>
    </>
  );
}
