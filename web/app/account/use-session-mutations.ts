// Sign-in, sign-up and sign-out. Each changes who the shopper is, and with it the bag
// (signing in merges the guest bag) and every private answer, so on success the Apollo
// store is reset: the queries on screen refetch as the new shopper.
import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../__generated__/gql';
import type { SignUpInput, UserErrorCode } from '../__generated__/graphql';
import { useNavigateWithFlash } from './FlashMessage';
import { GENERIC_FAILURE, useGuardedMutation } from './use-guarded-mutation';

/**
 * Empties the store and refetches what is on screen as the new shopper. A refetch may fail
 * (after signing out, the member-only queries of the page being left answer
 * UNAUTHENTICATED): the session changed all the same, so that is not the caller's failure.
 */
async function startNewSession(client: ApolloClient): Promise<void> {
  await client.resetStore().catch(() => undefined);
}

const SignInMutation = graphql(`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      account { id firstName returning }
      userErrors { code field message }
    }
  }
`);

const SignUpMutation = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      account { id firstName returning }
      userErrors { code field message }
    }
  }
`);

const SignInWithGoogleMutation = graphql(`
  mutation SignInWithGoogle($input: SignInWithGoogleInput!) {
    signInWithGoogle(input: $input) {
      account { id firstName returning }
      userErrors { code field message }
    }
  }
`);

const SignOutMutation = graphql(`
  mutation SignOut {
    signOut { signedOut }
  }
`);

export type SessionResult =
  /** returning: the member has had a session before this one (a sign-in's greeting, sign-in-flash.ts). */
  | { ok: true; firstName: string; returning: boolean }
  | { ok: false; code: UserErrorCode | 'GENERIC'; field?: string | undefined; referenceId?: string | undefined };

type Payload = { account?: { firstName: string; returning: boolean } | null; userErrors: { code: UserErrorCode; field?: string[] | null; message: string }[] };

function toResult(payload: Payload | undefined): SessionResult {
  const error = payload?.userErrors[0];
  if (error) {
    return {
      ok: false,
      code: error.code,
      field: error.field?.at(-1),
      // "… Reference ID 3FA9C2D1E0." — support needs it, whatever the language shown.
      referenceId: /Reference ID ([0-9A-F]+)/.exec(error.message)?.[1],
    };
  }
  return payload?.account ? { ok: true, firstName: payload.account.firstName, returning: payload.account.returning } : GENERIC_FAILURE;
}

/** Answers a sign-in's or sign-up's result, once the store has started as the new shopper when it succeeded. */
function useSessionStart() {
  const client = useApolloClient();
  return async (result: SessionResult): Promise<SessionResult> => {
    if (result.ok) await startNewSession(client);
    return result;
  };
}

export function useSignIn() {
  const startSession = useSessionStart();
  const { run, loading } = useGuardedMutation(SignInMutation, async (mutate, email: string, password: string) =>
    startSession(toResult((await mutate({ variables: { input: { email, password } } })).data?.signIn)),
  );
  return { signIn: run, signingIn: loading };
}

export function useSignInWithGoogle() {
  const startSession = useSessionStart();
  const { run, loading } = useGuardedMutation(SignInWithGoogleMutation, async (mutate, idToken: string) =>
    startSession(toResult((await mutate({ variables: { input: { idToken } } })).data?.signInWithGoogle)),
  );
  return { signInWithGoogle: run, signingInWithGoogle: loading };
}

export function useSignUp() {
  const startSession = useSessionStart();
  const { run, loading } = useGuardedMutation(SignUpMutation, async (mutate, input: SignUpInput) =>
    startSession(toResult((await mutate({ variables: { input } })).data?.signUp)),
  );
  return { signUp: run, signingUp: loading };
}

/**
 * A mutation without variables that ends the session (sign out, sign out everywhere): on
 * success the store starts again as a guest and the shopper lands on the home page with
 * "Signed out". A call that failed leaves them where they are.
 */
export function useSessionEnding(mutation: TypedDocumentNode<unknown, Record<string, never>>) {
  const client = useApolloClient();
  const navigateWithFlash = useNavigateWithFlash();
  const [mutate, { loading }] = useMutation(mutation);
  const run = useCallback(async (): Promise<void> => {
    try {
      await mutate();
    } catch {
      return;
    }
    await startNewSession(client);
    await navigateWithFlash('/', { kind: 'signedOut' });
  }, [client, mutate, navigateWithFlash]);
  return { run, loading };
}

export function useSignOut() {
  const { run, loading } = useSessionEnding(SignOutMutation);
  return { signOut: run, signingOut: loading };
}
