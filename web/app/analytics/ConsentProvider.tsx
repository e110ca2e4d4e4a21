// The visitor's marketing-consent choice on this page (decision 0114): first as the server
// read it from the cookie (root data), then as the banner changes it. The root data is
// never revalidated, so after a choice this state is the truth until the next page load,
// when the server reads the cookie the browser wrote.
import { createContext, type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import { useRequiredContext } from '../platform/required-context';
import type { RootData } from '../platform/root-data';
import { type ConsentChoice, consentCookie } from './consent';
import { loadTagManager, tagManagerInPage } from './load-tag-manager';
import { asksForConsent, pageTagManagerId } from './tag-manager';

interface ConsentState {
  /** This page asks for consent: the banner may show and the footer offers "Cookie settings". */
  asks: boolean;
  choice: ConsentChoice | null;
  /** The banner is showing: no choice yet, or re-opened from the footer. */
  open: boolean;
  /** Opened by the visitor ("Cookie settings"): the banner takes focus. */
  reopened: boolean;
  choose(choice: ConsentChoice): void;
  reopen(): void;
}

const ConsentContext = createContext<ConsentState | null>(null);

export function useMarketingConsent(): ConsentState {
  return useRequiredContext(ConsentContext, 'useMarketingConsent outside ConsentProvider');
}

export function ConsentProvider({ children }: { children: ReactNode }) {
  const analytics = useRouteLoaderData<RootData>('root')?.analytics;
  const { pathname } = useLocation();
  const asks = asksForConsent(analytics, pathname);
  const [choice, setChoice] = useState<ConsentChoice | null>(analytics?.consent?.choice ?? null);
  const [reopened, setReopened] = useState(false);
  const open = asks && (choice === null || reopened);
  // Where focus goes back to once the re-opened banner closes.
  const opener = useRef<HTMLElement | null>(null);

  const choose = useCallback(
    (next: ConsentChoice) => {
      document.cookie = consentCookie(next, analytics?.consent?.secureCookie ?? true);
      const id = pageTagManagerId(analytics, window.location.pathname);
      if (next === 'granted' && id) loadTagManager(id, analytics?.tagManagerOrigin);
      // A running tag manager cannot be unloaded: withdrawing consent reloads the page,
      // which the server now renders without it.
      if (next === 'denied' && tagManagerInPage()) return window.location.reload();
      // The focused button is about to go: focus returns to "Cookie settings", or to the page.
      const back = opener.current?.isConnected ? opener.current : document.getElementById('main');
      back?.focus({ preventScroll: true });
      opener.current = null;
      setChoice(next);
      setReopened(false);
    },
    [analytics],
  );

  const reopen = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setReopened(true);
  }, []);

  const state = useMemo(() => ({ asks, choice, open, reopened, choose, reopen }), [asks, choice, open, reopened, choose, reopen]);
  return <ConsentContext.Provider value={state}>{children}</ConsentContext.Provider>;
}
