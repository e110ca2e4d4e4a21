// A new password and its confirmation, with the rules ticked off as they are typed: sign-up
// and the mailed reset link ask for a new password the same way.
import { useTranslation } from 'react-i18next';
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
      <div className="field">
        <label htmlFor={ids.password}>{t('account.signIn.password')}</label>
        <input
          id={ids.password}
          name={names?.password}
          type="password"
          autoComplete="new-password"
          required
          maxLength={128}
          aria-describedby={ids.rules}
          value={password}
          onChange={(e) => onPasswordChange(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.confirmation}>{t('account.signUp.passwordConfirmation')}</label>
        <input
          id={ids.confirmation}
          name={names?.confirmation}
          type="password"
          autoComplete="new-password"
          required
          maxLength={128}
          value={confirmation}
          onChange={(e) => onConfirmationChange(e.target.value)}
        />
      </div>
      <PasswordRules id={ids.rules} password={password} confirmation={confirmation} email={email} />
    </>
  );
}
