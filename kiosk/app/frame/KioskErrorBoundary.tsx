// When a screen breaks, the shopper sees a calm screen in their language instead of a blank
// one. A touch there wipes the visit, as the idle wipe does (visit/kiosk-state.tsx: picks,
// Beauty Pass session, booking draft, search, the Apollo cache), and starts again at attract
// mode. React hands the error to the root's onCaughtError, which reports it (main.tsx,
// platform/report-error.ts).
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useKiosk } from '../visit/kiosk-state';

interface ErrorBoundaryProps {
  /** Forgets the visit that broke. */
  onRestart: () => void;
  fallback: (restart: () => void) => ReactNode;
  children: ReactNode;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  restart = (): void => {
    this.props.onRestart();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.restart) : this.props.children;
  }
}

export function CrashScreen({ onRestart }: { onRestart: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="attract crash" data-testid="crash" onClick={onRestart}>
      <span className="attract__brand">{t('brand')}</span>
      <span className="crash__title">{t('errors.crashTitle')}</span>
      <span className="attract__touch">{t('errors.crashTouch')}</span>
    </button>
  );
}

export function KioskErrorBoundary({ children }: { children: ReactNode }) {
  const { wipe } = useKiosk();
  return (
    <ErrorBoundary onRestart={wipe} fallback={(restart) => <CrashScreen onRestart={restart} />}>
      {children}
    </ErrorBoundary>
  );
}
