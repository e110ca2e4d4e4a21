// The bar on every preview page: it says the content is unpublished and lets the editor
// choose the country, its language (only those the country allows, docs/product.md#locale) and the user
// segments. The choices live in the URL (country_code, language, segments=a,b) so the
// link can be shared; applying them loads the page anew, as any locale change does.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRouteLoaderData } from 'react-router';
import type { Country, Language } from '@beauty/contracts/locale';
import { sameOriginPath } from '../../platform/return-to';
import { useSiteLocale } from '../../locale/use-locale';
import type { RootData } from '../../platform/root-data';
import { chosenSegments, previewSearch } from './preview-params';

/** What the gateway previews as when the URL chooses no segment (decision 0041). */
const DEFAULT_SEGMENTS = ['guests'];

export interface PreviewSegment {
  id: string;
  name: string;
  description: string;
}

export function PreviewBar({ segments }: { segments: readonly PreviewSegment[] }) {
  const { t } = useTranslation();
  const locale = useSiteLocale();
  const root = useRouteLoaderData<RootData>('root');
  const location = useLocation();
  const chosen = chosenSegments(new URLSearchParams(location.search)) ?? DEFAULT_SEGMENTS;
  const [country, setCountry] = useState<Country>(locale.country);
  const sites = root?.sites ?? [];
  const languages = sites.find((site) => site.country === country)?.languages ?? [];
  const [language, setLanguage] = useState<Language>(locale.language);
  const languageShown = languages.some((l) => l.language === language) ? language : (languages[0]?.language ?? language);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const picked = form.getAll('segment').map(String);
    const search = previewSearch(new URLSearchParams(location.search), { country, language: languageShown, segments: picked });
    window.location.assign(sameOriginPath(`${location.pathname}${search}`));
  }

  return (
    <section className="preview-bar" aria-labelledby="preview-bar-title">
      <p id="preview-bar-title" className="preview-bar__title">
        {t('content.preview.bar')}
      </p>
      <form method="get" className="preview-bar__form" onSubmit={onSubmit}>
        <label>
          <span>{t('content.preview.country')}</span>
          <select name="country_code" value={country} onChange={(event) => setCountry(event.target.value as Country)}>
            {sites.map((site) => (
              <option key={site.country} value={site.country}>
                {site.countryName}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('content.preview.language')}</span>
          <select name="language" value={languageShown} onChange={(event) => setLanguage(event.target.value as Language)}>
            {languages.map((l) => (
              <option key={l.language} value={l.language}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
        {segments.length > 0 && (
          <fieldset className="preview-bar__segments">
            <legend>{t('content.preview.segments')}</legend>
            {segments.map((segment) => (
              <label key={segment.id} title={segment.description}>
                <input type="checkbox" name="segment" value={segment.id} defaultChecked={chosen.includes(segment.id)} />
                {segment.name}
              </label>
            ))}
          </fieldset>
        )}
        <button type="submit" className="button button--secondary">
          {t('content.preview.apply')}
        </button>
      </form>
    </section>
  );
}
