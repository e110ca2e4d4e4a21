// /sandbox/language: the current locale and a link to every allowed country and language
// pair (docs/product.md#locale), each a full page load like the switcher's.
import { COUNTRIES, COUNTRY_LANGUAGES } from '@beauty/contracts/locale';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../locale/i18n';
import { localeTag } from '../locale/site-locale';
import { useSiteLocale } from '../locale/use-locale';

// Every country with its languages, the default first (docs/product.md#locale "Country and language rules").
const PAIRS = COUNTRIES.map((country) => [country, COUNTRY_LANGUAGES[country]] as const);

export default function SandboxLanguage() {
  const { t } = useTranslation();
  const locale = useSiteLocale();
  return (
    <>
      <h1>{t('sandbox.pages.language')}</h1>
      <p data-testid="sandbox-current-locale">
        {t('sandbox.language.current')}: <code>{localeTag(locale)}</code> · {locale.currency}
      </p>
      <ul className="sandbox__index">
        {PAIRS.flatMap(([country, languages]) =>
          languages.map((language) => (
            <li key={`${country}-${language}`}>
              <a href={`/sandbox/language?country_code=${country}&language=${language}`} hrefLang={localeTag({ language, country })}>
                {t(`countries.${country}`)} · {LANGUAGE_NAMES[language]}
              </a>
            </li>
          )),
        )}
      </ul>
    </>
  );
}
