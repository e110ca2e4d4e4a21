// The country and language switcher: plain links carrying ?country_code= and ?language=,
// loaded as full pages because the whole page (prices, bag, messages) changes with them.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRouteLoaderData } from 'react-router';
import { sameOriginPath } from '../platform/return-to';
import { LANGUAGE_NAMES } from '../locale/i18n';
import { useSiteLocale } from '../locale/use-locale';
import type { RootData } from '../platform/root-data';
import { localeTag } from '../locale/site-locale';

export function LocaleSwitcher() {
  const { t } = useTranslation();
  const locale = useSiteLocale();
  const root = useRouteLoaderData<RootData>('root');
  const { pathname } = useLocation();
  // The header and the phone's menu drawer may both hold a switcher.
  const headingId = useId();
  if (!root) return null;
  const current = root.sites.find((site) => site.country === locale.country);

  return (
    <details className="locale-switcher">
      <summary>
        <span className="visually-hidden">{t('header.localeLabel')}: </span>
        <span className="locale-switcher__current">
          {current?.countryName}
          {/* Read by screen readers everywhere; hidden from sight on phones, where the header has no room. */}
          <span className="locale-switcher__language"> · {LANGUAGE_NAMES[locale.language]}</span>
        </span>
      </summary>
      <div className="locale-switcher__panel">
        <p className="locale-switcher__heading" id={headingId}>
          {t('header.localeHeading')}
        </p>
        <ul aria-labelledby={headingId}>
          {root.sites.map((site) => (
            <li key={site.country} className="locale-switcher__country">
              <span className="locale-switcher__country-name">{site.countryName}</span>
              <span className="locale-switcher__languages">
                {site.languages.map(({ language, name }) => {
                  const isCurrent = site.country === locale.country && language === locale.language;
                  return (
                    <a
                      key={language}
                      href={`${sameOriginPath(pathname)}?country_code=${site.country}&language=${language}`}
                      hrefLang={localeTag({ language, country: site.country })}
                      lang={language}
                      aria-current={isCurrent ? 'true' : undefined}
                      aria-label={`${site.countryName}, ${name}`}
                    >
                      {name}
                    </a>
                  );
                })}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
