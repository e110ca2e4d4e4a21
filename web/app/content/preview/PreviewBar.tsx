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

  const countryOptions = sites.map((site) => ({ value: site.country, name: site.countryName }));
  const languageOptions = languages.map((l) => ({ value: l.language, name: l.name }));

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
        <PreviewSelect label={t('content.preview.country')} name="country_code" value={country} options={countryOptions} onChange={setCountry} />
        <PreviewSelect label={t('content.preview.language')} name="language" value={languageShown} options={languageOptions} onChange={setLanguage} />
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

interface PreviewSelectProps<T extends string> {
  label: string;
  name: string;
  value: T;
  options: readonly { value: T; name: string }[];
  onChange: (value: T) => void;
}

/** One of the bar's labelled choices (the country, the language): only its options can be chosen. */
function PreviewSelect<T extends string>({ label, name, value, options, onChange }: PreviewSelectProps<T>) {
  return (
    <label>
      <span>{label}</span>
      <select name={name} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  );
}
