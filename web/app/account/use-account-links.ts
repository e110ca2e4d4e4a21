// The mailed-link flows: ask for a password reset, set a new password with the link,
// lift a sign-in block with the unlock link. Each answers a message to show or the
// userError code.
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../__generated__/gql';
import type { UserErrorCode } from '../__generated__/graphql';

const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) { message userErrors { code field message } }
  }
`);
const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) { message userErrors { code field message } }
  }
`);
const UnlockAccountMutation = graphql(`
  mutation UnlockAccount($input: UnlockAccountInput!) {
    unlockAccount(input: $input) { message userErrors { code field message } }
  }
`);

export type LinkResult = { ok: true } | { ok: false; code: UserErrorCode | 'GENERIC' };

const outcome = (payload: { userErrors: { code: UserErrorCode }[] } | undefined): LinkResult => {
  if (!payload) return { ok: false, code: 'GENERIC' };
  const error = payload.userErrors[0];
  return error ? { ok: false, code: error.code } : { ok: true };
};

export function useRequestPasswordReset() {
  const [mutate, { loading }] = useMutation(RequestPasswordResetMutation);
  const request = useCallback(
    async (email: string): Promise<LinkResult> => {
      try {
        return outcome((await mutate({ variables: { input: { email } } })).data?.requestPasswordReset);
      } catch {
        return { ok: false, code: 'GENERIC' };
      }
    },
    [mutate],
  );
  return { request, requesting: loading };
}

export function useResetPassword() {
  const [mutate, { loading }] = useMutation(ResetPasswordMutation);
  const reset = useCallback(
    async (token: string, password: string, passwordConfirmation: string): Promise<LinkResult> => {
      try {
        return outcome((await mutate({ variables: { input: { token, password, passwordConfirmation } } })).data?.resetPassword);
      } catch {
        return { ok: false, code: 'GENERIC' };
      }
    },
    [mutate],
  );
  return { reset, resetting: loading };
}

export function useUnlockAccount() {
  const [mutate, { loading }] = useMutation(UnlockAccountMutation);
  const unlock = useCallback(
    async (token: string): Promise<LinkResult> => {
      try {
        return outcome((await mutate({ variables: { input: { token } } })).data?.unlockAccount);
      } catch {
        return { ok: false, code: 'GENERIC' };
      }
    },
    [mutate],
  );
  return { unlock, unlocking: loading };
}
