// /sandbox/inbox/:id: one message of the development inbox, both parts. The HTML part is
// shown in a sandboxed frame (no scripts, no same-origin access), the text part as is.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { graphql } from '../__generated__/gql';
import type { StorefrontContext } from '../platform/load-context';
import { notFound } from '../platform/not-found';
import { unindexedPageMeta } from '../platform/page-meta';
import type { Route } from './+types/sandbox-inbox-message';

const DevMailQuery = graphql(`
  query DevMail($id: ID!) {
    devMail(id: $id) { id kind from to subject language country sentAt html text }
  }
`);

async function load({ apollo }: StorefrontContext, id: string) {
  const { data, error } = await apollo.query({ query: DevMailQuery, variables: { id }, fetchPolicy: 'network-only', errorPolicy: 'all' });
  if (error || !data?.devMail) throw notFound();
  return { title: data.devMail.subject, message: data.devMail };
}

export const loader = ({ context, params }: Route.LoaderArgs) => load(context, params.id);

export const meta = unindexedPageMeta;

export default function DevMailPage({ loaderData: { message } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="page dev-inbox">
      <p>
        <Link to="/sandbox/inbox">{t('mail.inbox.back')}</Link>
      </p>
      <h1 data-testid="dev-mail-subject" lang={message.language}>
        {message.subject}
      </h1>
      <dl>
        <dt>{t('mail.inbox.to')}</dt>
        <dd>{message.to}</dd>
        <dt>{t('mail.inbox.sent')}</dt>
        <dd>{message.sentAt}</dd>
        <dt>{t('mail.inbox.kind')}</dt>
        <dd>{message.kind}</dd>
      </dl>
      <h2>{t('mail.inbox.html')}</h2>
      <iframe title={message.subject} sandbox="" srcDoc={message.html} style={{ width: '100%', minHeight: '28rem', border: '1px solid #ddd' }} />
      <h2>{t('mail.inbox.text')}</h2>
      <pre data-testid="dev-mail-text" lang={message.language} style={{ whiteSpace: 'pre-wrap' }}>
        {message.text}
      </pre>
    </div>
  );
}
