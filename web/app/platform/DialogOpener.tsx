// The button that opens a dialog (a sheet, a drawer, a panel): it tells assistive
// technology that it opens one and whether it is open; the dialog gives focus back to it
// through `ref` when it closes.
import type { ReactNode, Ref } from 'react';

interface DialogOpenerProps {
  ref: Ref<HTMLButtonElement>;
  className: string;
  open: boolean;
  onOpen: () => void;
  testId: string;
  children: ReactNode;
}

export function DialogOpener({ ref, className, open, onOpen, testId, children }: DialogOpenerProps) {
  return (
    <button ref={ref} type="button" className={className} aria-haspopup="dialog" aria-expanded={open} onClick={onOpen} data-testid={testId}>
      {children}
    </button>
  );
}
