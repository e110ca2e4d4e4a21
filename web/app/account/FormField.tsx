// An input of the account forms with its label above it (the `.field` block), and the
// attributes every email and password input of these forms shares: what the api accepts
// (254 characters for an address, 128 for a password) and what the browser may fill in.
import type { InputHTMLAttributes } from 'react';

export const EMAIL_INPUT = { type: 'email', autoComplete: 'email', required: true, maxLength: 254 } as const;
export const NEW_PASSWORD_INPUT = { type: 'password', autoComplete: 'new-password', required: true, maxLength: 128 } as const;
export const CURRENT_PASSWORD_INPUT = { ...NEW_PASSWORD_INPUT, autoComplete: 'current-password' } as const;

export function FormField({ id, label, ...input }: { id: string; label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} />
    </div>
  );
}
