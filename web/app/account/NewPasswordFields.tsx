// A new password and its confirmation, with the rules ticked off as they are typed: sign-up
// and the mailed reset link ask for a new password the same way.
import { useTranslation } from 'react-i18next';
import { FormField, NEW_PASSWORD_INPUT } from './FormField';
import { PasswordRules } from './PasswordRules';

interface NewPasswordFieldsProps {
  ids: { password: string; confirmation: string; rules: string };
  /** The inputs' names, where the form has them (sign-up's). */
  names?: { password: string; confirmation: string };
  password: string;
  confirmation: string;
  onPasswordChange: (password: string) => void;
  onConfirmationChange: (confirmation: string) => void;
  /** The address the password must not contain ('' before it is known). */
  email: string;
}

export function NewPasswordFields({ ids, names, password, confirmation, onPasswordChange, onConfirmationChange, email }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        id={ids.password}
        label={t('account.signIn.password')}
        name={names?.password}
        {...NEW_PASSWORD_INPUT}
        aria-describedby={ids.rules}
        value={password}
        onChange={(e) => onPasswordChange(e.target.value)}
      />
      <FormField
        id={ids.confirmation}
        label={t('account.signUp.passwordConfirmation')}
        name={names?.confirmation}
        {...NEW_PASSWORD_INPUT}
        value={confirmation}
        onChange={(e) => onConfirmationChange(e.target.value)}
      />
      <PasswordRules id={ids.rules} password={password} confirmation={confirmation} email={email} />
    </>
  );
}
