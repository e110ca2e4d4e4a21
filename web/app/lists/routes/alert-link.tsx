// /lists/confirm?token=… and /lists/unsubscribe?token=…: the links of the waitlist and
// reminder mails, no sign-in needed (the token is signed by the api). The page asks for a
// click rather than acting on load, so a mail scanner that opens links changes nothing.
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { graphql } from '../../__generated__/gql';
import { pageMeta } from '../../platform/page-meta';
import { validateRoute } from '../../platform/not-found';
import type { Route } from './+types/alert-link';

const FollowListLinkMutation = graphql(`
  mutation FollowListLink($action: ListLinkAction!, $token: String!) {
    followListLink(action: $action, token: $token) {
      state
      userErrors { code message }
    }
  }
`);

const ACTIONS = { confirm: 'CONFIRM', unsubscribe: 'UNSUBSCRIBE' } as const;

function read(params: Route.LoaderArgs['params'], request: Request) {
  const action = params.action === 'confirm' || params.action === 'unsubscribe' ? params.action : undefined;
  const token = new URL(request.url).searchParams.get('token')?.slice(0, 300) ?? '';
  validateRoute(action, request);
  return { action, token };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { action, token } = read(params, request);
  return { action, token, title: context.i18n.t(action === 'confirm' ? 'lists.link.confirm.title' : 'lists.link.unsubscribe.title') };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [...pageMeta(matches, { title: loaderData?.title }), { name: 'robots', content: 'noindex' }];
}

export default function AlertLinkPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { token } = loaderData;
  const action = loaderData.action === 'confirm' ? 'confirm' : 'unsubscribe';
  const [follow, { loading }] = useMutation(FollowListLinkMutation);
  const [outcome, setOutcome] = useState<'done' | 'invalid' | 'failed'>();

  async function submit() {
    try {
      const { data } = await follow({ variables: { action: ACTIONS[action], token } });
      setOutcome(data?.followListLink.userErrors.length ? 'invalid' : 'done');
    } catch {
      setOutcome('failed');
    }
  }

  return (
    <div className="page page--list-link">
      <h1>{t(`lists.link.${action}.title`)}</h1>
      {outcome === undefined && (
        <>
          <p>{t(`lists.link.${action}.text`)}</p>
          <button type="button" className="button button--primary" onClick={() => void submit()} aria-disabled={loading || undefined}>
            {t(`lists.link.${action}.button`)}
          </button>
        </>
      )}
      <div role="status" aria-live="polite">
        {outcome === 'done' && <p className="notice notice--success">{t(`lists.link.${action}.done`)}</p>}
      </div>
      {(outcome === 'invalid' || outcome === 'failed') && (
        <p className="notice notice--error" role="alert">
          {t(outcome === 'invalid' ? 'lists.link.invalid' : 'lists.alert.failed')}
        </p>
      )}
      <p>
        <Link to="/">{t('lists.page.shop')}</Link>
      </p>
    </div>
  );
}
