// The page's locale inside React: from the root loader on every page, error pages too.
import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../content/root-data';
import { localeTag, type SiteLocale } from './site-locale';

const FALLBACK: SiteLocale = { country: 'SG', language: 'en', currency: 'SGD' };

export function useSiteLocale(): SiteLocale & { tag: string } {
  const root = useRouteLoaderData<RootData>('root');
  const locale = root?.locale ?? FALLBACK;
  return { ...locale, tag: localeTag(locale) };
}
