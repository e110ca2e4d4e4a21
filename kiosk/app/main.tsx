// The kiosk page's entry: the screen's settings from its server, then the app. Everything a
// shopper does lives in this page's memory (decision 0119).
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import '@beauty/client-kit/tokens.css';
import './styles/kiosk.css';
import { KioskErrorBoundary } from './frame/KioskErrorBoundary';
import { KioskApp } from './KioskApp';
import { createI18n } from './locale/i18n';
import { createKioskApollo } from './platform/apollo';
import { loadKioskConfig } from './platform/config';
import { KioskSession } from './platform/kiosk-session';
import { KioskProvider } from './visit/kiosk-state';
import { lockDown } from './platform/lockdown';
import { NetworkStatus } from './platform/network-status';
import { reportError } from './platform/report-error';

async function start(root: HTMLElement) {
  lockDown();
  // The server may still be reaching the gateway after a power cut: keep asking.
  let config: Awaited<ReturnType<typeof loadKioskConfig>>;
  for (;;) {
    try {
      config = await loadKioskConfig();
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 3000));
    }
  }
  const session = new KioskSession(config.languages[0]!);
  const network = new NetworkStatus();
  const client = createKioskApollo(session, network);
  const i18n = createI18n(config.country, config.languages);
  // An error a boundary caught (the crash screen shows): reported once, React's console line replaced.
  createRoot(root, { onCaughtError: (error, info) => reportError(error, { where: 'react-boundary', componentStack: info.componentStack }) }).render(
    <StrictMode>
      <ApolloProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <KioskProvider config={config} client={client} session={session} network={network} i18n={i18n}>
            <KioskErrorBoundary>
              <KioskApp />
            </KioskErrorBoundary>
          </KioskProvider>
        </I18nextProvider>
      </ApolloProvider>
    </StrictMode>,
  );
}

void start(document.getElementById('root')!);
