// Profile settings (docs/product.md#shop account dashboard): name, mobile, date of birth, marketing
// consent; then the password change, sign out everywhere and delete my account.
import { useTranslation } from 'react-i18next';
import { graphql } from '../../__generated__/gql';
import { type FragmentType, getFragmentData } from '../../__generated__/fragment-masking';
import { DeleteAccountForm } from './DeleteAccountForm';
import { PasswordChangeForm } from './PasswordChangeForm';
import { ProfileForm } from './ProfileForm';
import { SignOutEverywhere } from './SignOutEverywhere';

export const ProfileSettingsFragment = graphql(`
  fragment ProfileSettings_account on Account {
    id
    email
    firstName
    lastName
    mobile { callingCode number }
    dateOfBirth
    consents { marketing }
  }
`);

export function ProfileSettingsSection({ account: ref }: { account: FragmentType<typeof ProfileSettingsFragment> }) {
  const { t } = useTranslation();
  const account = getFragmentData(ProfileSettingsFragment, ref);
  return (
    <section className="dashboard-section" aria-labelledby="dashboard-profile-title" data-testid="dashboard-profile">
      <h2 id="dashboard-profile-title">{t('profile.title')}</h2>
      <ProfileForm account={account} />
      <PasswordChangeForm email={account.email} />
      <SignOutEverywhere />
      <DeleteAccountForm />
    </section>
  );
}
