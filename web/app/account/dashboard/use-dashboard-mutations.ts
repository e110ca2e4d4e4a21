// The dashboard's mutations. Each returns the changed Account (normalized by id, so the
// page updates from the cache) or the first userError's code and field for the form.
// Signing out everywhere and deleting the account change who the shopper is: the store is
// reset, like sign-out.
import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../../__generated__/gql';
import type { BeautyProfileInput, UpdateProfileInput, UserErrorCode } from '../../__generated__/graphql';
import { GENERIC_FAILURE, useGuardedMutation } from '../use-guarded-mutation';
import { useSessionEnding } from '../use-session-mutations';

const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      account { id ...ProfileSettings_account }
      userErrors { code field message }
    }
  }
`);

const SaveBeautyProfileMutation = graphql(`
  mutation SaveBeautyProfile($input: BeautyProfileInput!) {
    saveBeautyProfile(input: $input) {
      account { id ...BeautyProfileSection_account }
      pointsEarned
      userErrors { code field message }
    }
  }
`);

const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      changed
      otherSessionsEnded
      userErrors { code field message }
    }
  }
`);

const SignOutEverywhereMutation = graphql(`
  mutation SignOutEverywhere {
    signOutEverywhere { signedOut }
  }
`);

const DeleteAccountMutation = graphql(`
  mutation DeleteAccount($input: DeleteAccountInput!) {
    deleteAccount(input: $input) {
      deleted
      userErrors { code field message }
    }
  }
`);

export type DashboardError = { code: UserErrorCode | 'GENERIC'; field?: string | undefined };
export type DashboardResult<T = object> = ({ ok: true } & T) | ({ ok: false } & DashboardError);

type Payload = { userErrors: { code: UserErrorCode; field?: string[] | null }[] } | null | undefined;

/** The payload's first userError for the form; else ok (with `extra`) when `done` shows the change was made. */
function dashboardResult<T extends object = object>(payload: Payload, done: unknown, extra = {} as T): DashboardResult<T> {
  const error = payload?.userErrors[0];
  if (error) return { ok: false, code: error.code, field: error.field?.at(-1) };
  return done ? { ok: true, ...extra } : GENERIC_FAILURE;
}

export function useUpdateProfile() {
  const { run, loading } = useGuardedMutation(UpdateProfileMutation, async (mutate, input: UpdateProfileInput) => {
    const payload = (await mutate({ variables: { input } })).data?.updateProfile;
    return dashboardResult(payload, payload?.account);
  });
  return { updateProfile: run, saving: loading };
}

export function useSaveBeautyProfile() {
  const { run, loading } = useGuardedMutation(SaveBeautyProfileMutation, async (mutate, input: BeautyProfileInput) => {
    // Points earned show at once on the page's Beauty Pass card (and the header's count).
    const { data } = await mutate({
      variables: { input },
      refetchQueries: (result) => (result.data?.saveBeautyProfile.pointsEarned ? ['BeautyPassSection', 'HeaderPoints'] : []),
    });
    const payload = data?.saveBeautyProfile;
    return dashboardResult(payload, payload?.account, { pointsEarned: payload?.pointsEarned ?? 0 });
  });
  return { saveBeautyProfile: run, saving: loading };
}

export function useChangePassword() {
  const { run, loading } = useGuardedMutation(
    ChangePasswordMutation,
    async (mutate, input: { currentPassword: string; password: string; passwordConfirmation: string }) => {
      const payload = (await mutate({ variables: { input } })).data?.changePassword;
      return dashboardResult(payload, payload?.changed);
    },
  );
  return { changePassword: run, changing: loading };
}

export function useSignOutEverywhere() {
  const { run, loading } = useSessionEnding(SignOutEverywhereMutation);
  return { signOutEverywhere: run, signingOut: loading };
}

export function useDeleteAccount() {
  const client = useApolloClient();
  const { run, loading } = useGuardedMutation(DeleteAccountMutation, async (mutate, currentPassword: string) => {
    const payload = (await mutate({ variables: { input: { currentPassword } } })).data?.deleteAccount;
    const result = dashboardResult(payload, payload?.deleted);
    if (result.ok) await client.clearStore();
    return result;
  });
  return { deleteAccount: run, deleting: loading };
}
