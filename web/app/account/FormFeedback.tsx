// The end of an account form: the region that says what went wrong, and the submit button
// that is disabled, and says what it is doing, while the request runs.
import type { ReactNode } from 'react';

/**
 * In the page from the start, so a screen reader announces the error that appears in it
 * (role="alert"); empty while `children` is empty.
 */
export function FormErrorRegion({ testId, children }: { testId: string; children?: ReactNode }) {
  return (
    <div role="alert" data-testid={testId}>
      {children ? <p className="notice notice--error">{children}</p> : null}
    </div>
  );
}

interface SubmitButtonProps {
  label: string;
  busy: boolean;
  /** What it says while busy; the label when not given. */
  busyLabel?: string;
  /** Disabled for another reason too (a confirmation not ticked, a link without its token). */
  disabled?: boolean;
  variant?: 'primary' | 'danger';
}

export function SubmitButton({ label, busy, busyLabel = label, disabled = false, variant = 'primary' }: SubmitButtonProps) {
  return (
    <button type="submit" className={`button button--${variant}`} disabled={busy || disabled}>
      {busy ? busyLabel : label}
    </button>
  );
}
