// The dashboard's mutations. Each returns the changed Account (normalized by id, so the
// page updates from the cache) or the first userError's code and field for the form.
// Signing out everywhere and deleting the account change who the shopper is: the store is
// reset, like sign-out.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../__generated__/gql';
import type { BeautyProfileInput, UpdateProfileInput, UserErrorCode } from '../../__generated__/graphql';
import { startNewSession, useSessionEnding } from '../use-session-mutations';

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

function failure(payload: Payload): DashboardResult | undefined {
  const error = payload?.userErrors[0];
  return error ? { ok: false, code: error.code, field: error.field?.at(-1) } : undefined;
}

export function useUpdateProfile() {
  const [mutate, { loading }] = useMutation(UpdateProfileMutation);
  const run = useCallback(
    async (input: UpdateProfileInput): Promise<DashboardResult> => {
      try {
        const { data } = await mutate({ variables: { input } });
        return failure(data?.updateProfile) ?? (data?.updateProfile.account ? { ok: true } : { ok: false, code: 'GENERIC' });
      } catch {
        return { ok: false, code: 'GENERIC' };
      }
    },
    [mutate],
  );
  return { updateProfile: run, saving: loading };
}

export function useSaveBeautyProfile() {
  const [mutate, { loading }] = useMutation(SaveBeautyProfileMutation);
  const run = useCallback(
    async (input: BeautyProfileInput): Promise<DashboardResult<{ pointsEarned: number }>> => {
      try {
        // Points earned show at once on the page's Beauty Pass card (and the header's count).
        const { data } = await mutate({
          variables: { input },
          refetchQueries: (result) => (result.data?.saveBeautyProfile.pointsEarned ? ['BeautyPassSection', 'HeaderPoints'] : []),
        });
        const payload = data?.saveBeautyProfile;
        return (
          (failure(payload) as DashboardResult<{ pointsEarned: number }> | undefined) ??
          (payload?.account ? { ok: true, pointsEarned: payload.pointsEarned } : { ok: false, code: 'GENERIC' })
        );
      } catch {
        return { ok: false, code: 'GENERIC' };
      }
    },
    [mutate],
  );
  return { saveBeautyProfile: run, saving: loading };
}

export function useChangePassword() {
  const [mutate, { loading }] = useMutation(ChangePasswordMutation);
  const run = useCallback(
    async (input: { currentPassword: string; password: string; passwordConfirmation: string }): Promise<DashboardResult> => {
      try {
        const { data } = await mutate({ variables: { input } });
        return failure(data?.changePassword) ?? (data?.changePassword.changed ? { ok: true } : { ok: false, code: 'GENERIC' });
      } catch {
        return { ok: false, code: 'GENERIC' };
      }
    },
    [mutate],
  );
  return { changePassword: run, changing: loading };
}

export function useSignOutEverywhere() {
  const { run, loading } = useSessionEnding(SignOutEverywhereMutation);
  return { signOutEverywhere: run, signingOut: loading };
}

export function useDeleteAccount() {
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(DeleteAccountMutation);
  const run = useCallback(
    async (currentPassword: string): Promise<DashboardResult> => {
      try {
        const { data } = await mutate({ variables: { input: { currentPassword } } });
        const failed = failure(data?.deleteAccount);
        if (failed) return failed;
        if (!data?.deleteAccount.deleted) return { ok: false, code: 'GENERIC' };
        await client.clearStore();
        return { ok: true };
      } catch {
        return { ok: false, code: 'GENERIC' };
      }
    },
    [client, mutate],
  );
  return { deleteAccount: run, deleting: loading };
}
