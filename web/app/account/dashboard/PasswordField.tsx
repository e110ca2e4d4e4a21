// A password input of the dashboard's forms, in its label: required, and no longer than
// the api accepts. Its kind gives the label and what the browser may fill in (the current
// password it knows, or a new one it may suggest).
import { useTranslation } from 'react-i18next';

const KINDS = {
  current: { label: 'profile.currentPassword', autoComplete: 'current-password' },
  new: { label: 'profile.newPassword', autoComplete: 'new-password' },
  confirmation: { label: 'profile.confirmPassword', autoComplete: 'new-password' },
} as const;

interface PasswordFieldProps {
  kind: keyof typeof KINDS;
  name: string;
  value: string;
  onChange: (value: string) => void;
  describedBy?: string;
}

export function PasswordField({ kind, name, value, onChange, describedBy }: PasswordFieldProps) {
  const { t } = useTranslation();
  const { label, autoComplete } = KINDS[kind];
  return (
    <label>
      {t(label)}
      <input
        type="password"
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={autoComplete}
        required
        maxLength={128}
        aria-describedby={describedBy}
      />
    </label>
  );
}
