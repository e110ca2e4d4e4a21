// A button of the shop as the sandbox's style guide and loaders page show it: one variant in
// one state (disabled, busy while its action runs, or pressed like a toggle that is on).
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';

interface SampleButtonProps {
  variant: 'primary' | 'secondary' | 'link';
  state?: 'disabled' | 'busy' | 'pressed' | undefined;
  children: ReactNode;
}

/** A sample button in a page's list of them: its label is a message key. */
export type SampleButtonSpec = Omit<SampleButtonProps, 'children'> & { text: ParseKeys };

export function SampleButton({ variant, state, children }: SampleButtonProps) {
  return (
    <button
      type="button"
      className={`button button--${variant}`}
      disabled={state === 'disabled' || state === 'busy'}
      aria-busy={state === 'busy' || undefined}
      aria-pressed={state === 'pressed' || undefined}
    >
      {children}
    </button>
  );
}
