// The kiosk's one shopper at a time: the screen they are on, their picks, their Beauty Pass
// session, a booking in progress and the search text, all in memory. wipe() forgets all of
// it (the idle wipe, "Start over", "Sign out" of a member) and returns to attract mode.
import { type ApolloClient } from '@apollo/client';
import type { Language } from '@beauty/contracts/locale';
import { localeTag } from '@beauty/contracts/locale-tag';
import type { i18n } from 'i18next';
import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { type BookingDraft, emptyDraft } from './booking-draft';
import { KioskSignOutMutation } from './sign-out';
import { type Pick, addPick, removePick } from './picks';
import { pushScreenViewed, screenViewedEvent } from '../analytics/analytics';
import type { KioskConfig } from '../platform/config';
import type { KioskSession } from '../platform/kiosk-session';
import type { NetworkStatus } from '../platform/network-status';
import type { Screen } from './screens';

export interface Member {
  firstName: string;
}

export interface KioskState {
  config: KioskConfig;
  client: ApolloClient;
  network: NetworkStatus;
  language: Language;
  setLanguage: (language: Language) => void;
  screen: Screen;
  go: (screen: Screen) => void;
  back: () => void;
  canGoBack: boolean;
  picks: Pick[];
  /** False when the picks are full. */
  addToPicks: (pick: Pick) => boolean;
  removeFromPicks: (variantId: string) => void;
  search: string;
  setSearch: (text: string) => void;
  booking: BookingDraft;
  setBooking: (draft: BookingDraft) => void;
  member: Member | null;
  signedIn: (token: string, member: Member) => void;
  /** Aborted at the wipe: work for the shopper who left stops (a booking's retries). */
  shopperSignal: AbortSignal;
  wipe: () => void;
}

const KioskContext = createContext<KioskState | null>(null);

export function useKiosk(): KioskState {
  const state = useContext(KioskContext);
  if (!state) throw new Error('useKiosk outside KioskProvider');
  return state;
}

export function KioskProvider(props: {
  config: KioskConfig;
  client: ApolloClient;
  session: KioskSession;
  network: NetworkStatus;
  i18n: i18n;
  children: ReactNode;
}) {
  const { config, client, session, network, i18n } = props;
  const defaultLanguage = config.languages[0]!;
  const [language, setLanguageState] = useState<Language>(defaultLanguage);
  const [stack, setStack] = useState<Screen[]>([{ name: 'attract' }]);
  const [picks, setPicks] = useState<Pick[]>([]);
  const [search, setSearch] = useState('');
  const [booking, setBooking] = useState<BookingDraft>(emptyDraft);
  const [member, setMember] = useState<Member | null>(null);
  const shopper = useRef(new AbortController());
  const [shopperSignal, setShopperSignal] = useState(shopper.current.signal);

  const applyLanguage = useCallback(
    (next: Language) => {
      session.language = next;
      void i18n.changeLanguage(localeTag({ country: config.country, language: next }));
      document.documentElement.lang = localeTag({ country: config.country, language: next });
      setLanguageState(next);
    },
    [session, i18n, config.country],
  );

  const setLanguage = useCallback(
    (next: Language) => {
      if (next === session.language) return;
      applyLanguage(next);
      // Names and descriptions are per language: ask again for what is on screen.
      void client.resetStore().catch(() => undefined);
    },
    [applyLanguage, client, session],
  );

  const wipe = useCallback(() => {
    const token = session.token;
    session.token = null;
    if (token) {
      // Best effort: the token is forgotten here whatever the network says.
      void client.mutate({ mutation: KioskSignOutMutation, context: { headers: { 'x-kiosk-session': token } } }).catch(() => undefined);
    }
    shopper.current.abort(new Error('wiped'));
    shopper.current = new AbortController();
    setShopperSignal(shopper.current.signal);
    setMember(null);
    setPicks([]);
    setSearch('');
    setBooking(emptyDraft());
    setStack([{ name: 'attract' }]);
    applyLanguage(defaultLanguage);
    void client.clearStore().catch(() => undefined);
  }, [client, session, applyLanguage, defaultLanguage]);

  const screen = stack[stack.length - 1]!;
  useEffect(() => {
    pushScreenViewed(screenViewedEvent({ storeId: config.storeId, screen: screen.name, language }));
  }, [screen, language, config.storeId]);

  const value = useMemo<KioskState>(
    () => ({
      config,
      client,
      network,
      language,
      setLanguage,
      screen,
      // The start screen is the root of every visit: going there forgets the way back.
      go: (next) => setStack((current) => (next.name === 'start' || next.name === 'attract' ? [next] : [...current, next])),
      back: () => setStack((current) => (current.length > 1 ? current.slice(0, -1) : current)),
      canGoBack: stack.length > 1,
      picks,
      addToPicks: (pick) => {
        const next = addPick(picks, pick);
        if (!next) return false;
        setPicks(next);
        return true;
      },
      removeFromPicks: (variantId) => setPicks((current) => removePick(current, variantId)),
      search,
      setSearch,
      booking,
      setBooking,
      member,
      signedIn: (token, who) => {
        session.token = token;
        setMember(who);
      },
      shopperSignal,
      wipe,
    }),
    [config, client, network, language, setLanguage, screen, stack.length, picks, search, booking, member, session, shopperSignal, wipe],
  );

  return <KioskContext.Provider value={value}>{props.children}</KioskContext.Provider>;
}
