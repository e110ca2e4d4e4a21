// The page's locale inside React: from the root loader on every page, error pages too.
import { useRouteLoaderData } from 'react-router';
import { localeTag, type SiteLocale } from './site-locale';

/** The one field of the root loader's data (platform/root-data.ts) this reads: locale stands below platform. */
interface RootLocale {
  locale?: SiteLocale;
}

const FALLBACK: SiteLocale = { country: 'SG', language: 'en', currency: 'SGD' };

export function useSiteLocale(): SiteLocale & { tag: string } {
  const root = useRouteLoaderData<RootLocale>('root');
  const locale = root?.locale ?? FALLBACK;
  return { ...locale, tag: localeTag(locale) };
}
