// A password input of the dashboard's forms, in its label: required, and no longer than
// the api accepts.
interface PasswordFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  describedBy?: string;
}

export function PasswordField({ label, name, value, onChange, autoComplete, describedBy }: PasswordFieldProps) {
  return (
    <label>
      {label}
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
