// The assistant's launcher on every page (issue 17 item 1): a small button in the corner
// away from the bag and checkout buttons; the panel itself is a separate chunk loaded on
// the first click, so pages that never open it pay a few hundred bytes.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './assistant.css';
import { DialogOpener } from '../platform/DialogOpener';

const AssistantPanel = lazy(() => import('./AssistantPanel'));

export function AssistantLauncher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  // Closed again: focus goes back to the launcher, which mounts anew after the panel.
  useEffect(() => {
    if (open) opened.current = true;
    else if (opened.current) launcher.current?.focus();
  }, [open]);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      {!open && (
        <DialogOpener ref={launcher} className="assistant-launcher" open={open} onOpen={() => setOpen(true)} testId="assistant-launcher">
          <span aria-hidden="true" className="assistant-launcher__icon">
            ✦
          </span>
          <span className="assistant-launcher__label">{t('assistant.launcher')}</span>
        </DialogOpener>
      )}
      {open && (
        <Suspense
          fallback={
            <div className="assistant-panel assistant-panel--loading" role="status">
              {t('assistant.loading')}
            </div>
          }
        >
          <AssistantPanel onClose={close} />
        </Suspense>
      )}
    </>
  );
}
