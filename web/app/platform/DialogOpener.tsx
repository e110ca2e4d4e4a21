// The button that opens a dialog (a sheet, a drawer, a panel): it tells assistive
// technology that it opens one and whether it is open; the dialog gives focus back to it
// through `ref` when it closes. Beside it, its plainer sibling: the button of a disclosure,
// which shows and hides an element in place (the mini-bag, the header's search field).
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

interface DisclosureButtonProps extends Omit<DialogOpenerProps, 'ref' | 'onOpen'> {
  /** The id of the element it shows and hides. */
  controls: string;
  onToggle: () => void;
}

export function DisclosureButton({ className, open, controls, onToggle, testId, children }: DisclosureButtonProps) {
  return (
    <button type="button" className={className} aria-expanded={open} aria-controls={controls} onClick={onToggle} data-testid={testId}>
      {children}
    </button>
  );
}
