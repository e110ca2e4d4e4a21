// `load` for a page only a member sees (their account, wish list, points): the loader runs
// the page's query afresh (a member's answer is never cached), sends a guest to sign in and
// back to this page, and names the page with a message.
import type { ApolloClient, OperationVariables } from '@apollo/client';
import type { ParseKeys } from 'i18next';
import { redirect } from 'react-router';
import type { StorefrontContext } from './load-context';
import { signInHref } from './return-to';

/** `query`: the page's query (`{ query, variables }`), whose `me` is null for a guest. */
export function memberPageLoad<Data extends { me?: { id: string } | null }, Variables extends OperationVariables>(
  query: ApolloClient.QueryOptions<Data, Variables>,
  path: string,
  titleKey: ParseKeys,
) {
  return async ({ apollo, i18n }: StorefrontContext) => {
    const { data } = await apollo.query<Data, Variables>({ ...query, fetchPolicy: 'network-only' });
    if (!data?.me) throw redirect(signInHref(path));
    return { title: i18n.t(titleKey) };
  };
}
