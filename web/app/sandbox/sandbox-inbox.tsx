// /sandbox/inbox: the development inbox (decision 0084), the mail the api wrote as files
// because no SMTP server is configured, newest first; ?to= keeps one recipient's. Not in
// production: the api has no inbox there, so this page is a 404.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { graphql } from '../__generated__/gql';
import type { StorefrontContext } from '../platform/load-context';
import { notFound } from '../platform/not-found';
import { ColumnHeadings } from '../loyalty/ColumnHeadings';
import { unindexedPageMeta } from '../platform/page-meta';
import type { Route } from './+types/sandbox-inbox';

const DevInboxQuery = graphql(`
  query DevInbox($to: String) {
    devInbox(to: $to) { id kind from to subject language country sentAt }
  }
`);

async function load({ apollo, i18n }: StorefrontContext, to: string | null) {
  const { data, error } = await apollo.query({ query: DevInboxQuery, variables: { to }, fetchPolicy: 'network-only', errorPolicy: 'all' });
  if (error || !data?.devInbox) throw notFound();
  return { title: i18n.t('mail.inbox.title'), messages: data.devInbox };
}

export const loader = ({ context, request }: Route.LoaderArgs) => load(context, new URL(request.url).searchParams.get('to'));

export const meta = unindexedPageMeta;

export default function DevInboxPage({ loaderData: { messages } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="page dev-inbox">
      <h1>{t('mail.inbox.title')}</h1>
      <p>{t('mail.inbox.intro')}</p>
      {messages.length === 0 ? (
        <p>{t('mail.inbox.empty')}</p>
      ) : (
        <table data-testid="dev-inbox">
          <ColumnHeadings labels={[t('mail.inbox.sent'), t('mail.inbox.to'), t('mail.inbox.subject'), t('mail.inbox.kind'), t('mail.inbox.language')]} />
          <tbody>
            {messages.map((message) => (
              <tr key={message.id}>
                <td>{message.sentAt}</td>
                <td>{message.to}</td>
                <td>
                  <Link to={`/sandbox/inbox/${message.id}`}>{message.subject}</Link>
                </td>
                <td>{message.kind}</td>
                <td>
                  {message.language}-{message.country}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
