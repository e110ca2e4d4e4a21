// The welcome screen (docs/product.md#welcome-screen): on a first visit without a locale choice, the country sites
// to pick from; whenever the visitor seems to be in another of our countries, "This site
// doesn't ship to your country" with a link to that country's site. Not modal: the page
// stays usable under it. A choice is a link with ?country_code=&language=, which the server
// keeps in the locale cookies (decision 0001 "Locale"), so the panel does not come back.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRouteLoaderData } from 'react-router';
import { useSiteLocale } from '../locale/use-locale';
import type { RootData } from '../platform/root-data';
import { siteHref } from './site-href';
import { localeTag } from '../locale/site-locale';
import { shipNoticeDismissedCookie } from './ship-notice';

export function WelcomePanel() {
  const { t } = useTranslation();
  const locale = useSiteLocale();
  const { pathname, search } = useLocation();
  const root = useRouteLoaderData<RootData>('root');
  const [dismissed, setDismissed] = useState(false);
  if (!root?.welcome) return null;
  const { firstVisit, otherCountry } = root.welcome;
  const other = otherCountry && !dismissed ? root.sites.find((site) => site.country === otherCountry) : undefined;
  const current = root.sites.find((site) => site.country === locale.country);
  if (!firstVisit && !other) return null;

  return (
    <section className="welcome" aria-labelledby="welcome-title">
      <div className="welcome__inner">
        {other && (
          <p className="welcome__ships" role="status">
            {t('welcome.noShipping')}{' '}
            <a href={siteHref(pathname, search, other.country, other.languages[0]?.language ?? 'en')}>{t('welcome.goTo', { country: other.countryName })}</a>{' '}
            <button
              type="button"
              className="welcome__dismiss"
              onClick={() => {
                // For good: the server reads it and renders no notice about this country again.
                document.cookie = shipNoticeDismissedCookie(other.country, window.location.protocol === 'https:');
                setDismissed(true);
              }}
            >
              {t('welcome.dismissNoShipping')}
            </button>
          </p>
        )}
        {firstVisit && (
          <>
            <h2 id="welcome-title">{t('welcome.title')}</h2>
            <p>{t('welcome.choose')}</p>
            <ul className="welcome__sites">
              {root.sites.map((site) =>
                site.languages.map(({ language, name }) => (
                  <li key={`${site.country}-${language}`}>
                    <a href={siteHref(pathname, search, site.country, language)} hrefLang={localeTag({ language, country: site.country })} lang={language}>
                      {site.countryName} · {name}
                    </a>
                  </li>
                )),
              )}
            </ul>
            {current && (
              <a className="welcome__stay" href={siteHref(pathname, search, current.country, locale.language)}>
                {t('welcome.stay', { country: current.countryName })}
              </a>
            )}
          </>
        )}
        {!firstVisit && (
          <h2 id="welcome-title" className="visually-hidden">
            {t('welcome.title')}
          </h2>
        )}
      </div>
    </section>
  );
}
