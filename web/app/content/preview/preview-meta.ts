// Every preview page: never indexed (drafts are not for search engines). The title is
// translated by the loader ("Preview: …").
import type { MetaDescriptor } from 'react-router';
import { pageMeta } from '../../platform/page-meta';

type Matches = Parameters<typeof pageMeta>[0];

/** A preview route's `meta`. */
export function previewMeta({ loaderData, matches }: { loaderData?: { title?: string } | undefined; matches: Matches }): MetaDescriptor[] {
  return [...pageMeta(matches, { title: loaderData?.title }), { name: 'robots', content: 'noindex, nofollow' }];
}
