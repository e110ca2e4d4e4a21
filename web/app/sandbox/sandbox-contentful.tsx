// /sandbox/contentful?type=PAGES&slug=…: any published content entry of this country and
// language, rendered by the real content blocks; the form picks the entry.
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import type { PageType } from '../__generated__/graphql';
import { contentSlug, loadContentPage } from '../content/content-page';
import { LiveContentPage } from '../content/LiveContentPage';
import type { StorefrontContext } from '../platform/load-context';
import { browserLoader, serverLoader, type PageLoadArgs } from '../platform/page-loaders';
import type { Route } from './+types/sandbox-contentful';

const TYPES: readonly PageType[] = ['HOMEPAGE', 'ABOUT', 'PAGES', 'BRANDS'];

async function load({ apollo }: StorefrontContext, { request }: PageLoadArgs<Route.LoaderArgs>) {
  const query = new URL(request.url).searchParams;
  const pageType = TYPES.find((type) => type === query.get('type')) ?? 'HOMEPAGE';
  const slug = contentSlug(query.get('slug') ?? undefined);
  const found = await loadContentPage(apollo, pageType, slug);
  return { pageType, slug, found: Boolean(found) };
}
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export default function SandboxContentful({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pageType, slug, found } = loaderData;
  return (
    <>
      <h1>{t('sandbox.pages.contentful')}</h1>
      <Form method="get" className="sandbox__row">
        <label>
          {t('sandbox.contentful.type')}{' '}
          <select name="type" defaultValue={pageType}>
            {TYPES.map((type) => (
              <option key={type}>{type}</option>
            ))}
          </select>
        </label>
        <label>
          {t('sandbox.contentful.slug')} <input name="slug" defaultValue={slug ?? ''} maxLength={128} />
        </label>
        <button type="submit" className="button button--secondary">
          {t('sandbox.contentful.show')}
        </button>
      </Form>
      {found ? <LiveContentPage pageType={pageType} slug={slug} /> : <p data-testid="sandbox-no-entry">{t('sandbox.contentful.none')}</p>}
    </>
  );
}
