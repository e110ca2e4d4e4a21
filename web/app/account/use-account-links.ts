// The mailed-link flows: ask for a password reset, set a new password with the link,
// lift a sign-in block with the unlock link. Each answers a message to show or the
// userError code.
import { graphql } from '../__generated__/gql';
import type { UserErrorCode } from '../__generated__/graphql';
import { GENERIC_FAILURE, useGuardedMutation } from './use-guarded-mutation';

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
  if (!payload) return GENERIC_FAILURE;
  const error = payload.userErrors[0];
  return error ? { ok: false, code: error.code } : { ok: true };
};

export function useRequestPasswordReset() {
  const { run, loading } = useGuardedMutation(RequestPasswordResetMutation, async (mutate, email: string) =>
    outcome((await mutate({ variables: { input: { email } } })).data?.requestPasswordReset),
  );
  return { request: run, requesting: loading };
}

export function useResetPassword() {
  const { run, loading } = useGuardedMutation(ResetPasswordMutation, async (mutate, token: string, password: string, passwordConfirmation: string) =>
    outcome((await mutate({ variables: { input: { token, password, passwordConfirmation } } })).data?.resetPassword),
  );
  return { reset: run, resetting: loading };
}

export function useUnlockAccount() {
  const { run, loading } = useGuardedMutation(UnlockAccountMutation, async (mutate, token: string) =>
    outcome((await mutate({ variables: { input: { token } } })).data?.unlockAccount),
  );
  return { unlock: run, unlocking: loading };
}
