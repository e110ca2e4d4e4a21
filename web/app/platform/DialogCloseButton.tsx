// A dialog's close button: a cross, named for screen readers by `label`.
interface DialogCloseButtonProps {
  className: string;
  label: string;
  onClose: () => void;
}

export function DialogCloseButton({ className, label, onClose }: DialogCloseButtonProps) {
  return (
    <button type="button" className={className} onClick={onClose}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
