// /preview/layout: the layout as the next publish would show it, the draft announcement,
// header navigation and footer columns, and the paths the navigation guard exempts.
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../__generated__/gql';
import { AnnouncementBar } from '../AnnouncementBar';
import { chosenSegments } from '../preview/preview-params';
import { previewQuery, refusedResponse } from '../preview/preview-load.server';
import { previewMeta } from '../preview/preview-meta';
import { SmartLinkList } from '../SmartLinkList';
import { TitledSection } from '../TitledSection';
import type { Route } from './+types/preview-layout';

const PreviewLayoutQuery = graphql(`
  query PreviewLayout($segments: [String!]) {
    previewLayout(userSegments: $segments) {
      navigation {
        label
        href
      }
      footer {
        title
        links {
          label
          href
        }
      }
      config {
        smartLinkExemptedPaths {
          type
          value
        }
      }
      announcement {
        text
      }
      ...AnnouncementBar_layout
    }
  }
`);

export async function loader({ context, request }: Route.LoaderArgs) {
  const segments = chosenSegments(new URL(request.url).searchParams);
  const result = await previewQuery(context.apollo, request, PreviewLayoutQuery, { segments });
  if (result.refused) return refusedResponse(context.i18n);
  return { refused: false as const, segments, title: context.i18n.t('content.preview.layoutTitle') };
}

export const meta = previewMeta;

export default function PreviewLayoutPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { data } = useQuery(PreviewLayoutQuery, {
    variables: { segments: loaderData.refused ? undefined : loaderData.segments },
    skip: loaderData.refused,
  });
  const layout = data?.previewLayout;
  if (loaderData.refused || !layout) return null;
  return (
    <div className="page page--preview preview-layout">
      <h1>{loaderData.title}</h1>
      <TitledSection id="preview-announcement" title={t('content.preview.announcement')}>
        {layout.announcement ? <AnnouncementBar layout={layout} /> : <p>{t('content.preview.noAnnouncement')}</p>}
      </TitledSection>
      <TitledSection id="preview-navigation" title={t('content.preview.navigation')}>
        <SmartLinkList links={layout.navigation} className="preview-layout__links" />
      </TitledSection>
      <TitledSection id="preview-footer" title={t('content.preview.footer')}>
        <div className="preview-layout__columns">
          {layout.footer.map((column) => (
            <div key={column.title}>
              <h3>{column.title}</h3>
              <SmartLinkList links={column.links} className="preview-layout__links" />
            </div>
          ))}
        </div>
      </TitledSection>
      <TitledSection id="preview-exempted" title={t('content.preview.exemptedPaths')}>
        <ul className="preview-layout__exempted">
          {layout.config.smartLinkExemptedPaths.map((entry) => (
            <li key={`${entry.type}:${entry.value}`}>
              <code>{entry.type}</code> <code>{entry.value}</code>
            </li>
          ))}
        </ul>
      </TitledSection>
    </div>
  );
}
