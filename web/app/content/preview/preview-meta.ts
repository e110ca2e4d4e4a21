// Every preview page: never indexed (drafts are not for search engines). The title is
// translated by the loader ("Preview: …").
import type { MetaDescriptor } from 'react-router';
import { pageMeta } from '../../platform/page-meta';

type Matches = Parameters<typeof pageMeta>[0];

export function previewMeta(matches: Matches, title: string | undefined): MetaDescriptor[] {
  return [...pageMeta(matches, { title }), { name: 'robots', content: 'noindex, nofollow' }];
}
