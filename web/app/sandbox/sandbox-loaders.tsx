// /sandbox/loaders: the loading states a shopper sees: a busy button, a busy bag line, a
// busy listing, the spinner and the skeleton line.
import { useTranslation } from 'react-i18next';
import { SampleButton, type SampleButtonSpec } from './SampleButton';

const BUSY_BUTTONS: readonly SampleButtonSpec[] = [
  { variant: 'primary', text: 'product.adding' },
  { variant: 'secondary', text: 'bag.promoApplying' },
  { variant: 'secondary', text: 'cart.removing' },
];

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
        {BUSY_BUTTONS.map(({ variant, text }) => (
          <SampleButton key={text} variant={variant} state="busy">
            {t(text)}
          </SampleButton>
        ))}
      </div>
      <ul className="bag__lines">
        <li className="bag-line" aria-busy="true">
          <span className="sandbox__skeleton" />
        </li>
      </ul>
    </>
  );
}
