// The frame around every screen: the header (home, back, language, picks, member), the
// offline banner, the screen itself and the "Still there?" countdown.
import { useMemo } from 'react';
import { AttractScreen } from './attract/AttractScreen';
import { BarcodeScreen } from './barcode/BarcodeScreen';
import { BookingScreen } from './booking/BookingScreen';
import { ProductScreen } from './catalog/ProductScreen';
import { ResultsScreen } from './catalog/ResultsScreen';
import { PassScreen } from './loyalty/PassScreen';
import { SignInScreen } from './loyalty/SignInScreen';
import { PicksScreen } from './picks/PicksScreen';
import { idleSettings } from './visit/idle-timer';
import { IdleWarning } from './visit/IdleWarning';
import { KioskHeader } from './frame/KioskHeader';
import { useKiosk } from './visit/kiosk-state';
import { OfflineBanner } from './frame/OfflineBanner';
import type { Screen } from './visit/screens';
import { useIdleWipe } from './visit/use-idle-wipe';
import { StartScreen } from './start/StartScreen';

function ScreenView({ screen }: { screen: Screen }) {
  switch (screen.name) {
    case 'attract':
      return <AttractScreen />;
    case 'start':
      return <StartScreen />;
    case 'results':
      return <ResultsScreen query={screen.query} category={screen.category} />;
    case 'product':
      return <ProductScreen key={`${screen.productId}:${screen.variantId ?? ''}`} productId={screen.productId} variantId={screen.variantId} />;
    case 'picks':
      return <PicksScreen />;
    case 'barcode':
      return <BarcodeScreen />;
    case 'booking':
      return <BookingScreen />;
    case 'sign-in':
      return <SignInScreen afterSignIn={screen.afterSignIn} />;
    case 'pass':
      return <PassScreen />;
  }
}

export function KioskApp() {
  const { screen, config, wipe } = useKiosk();
  const settings = useMemo(() => idleSettings(config.idleSeconds), [config.idleSeconds]);
  const attract = screen.name === 'attract';
  const idle = useIdleWipe({ enabled: !attract, settings, onIdle: wipe });
  if (attract) return <AttractScreen />;
  return (
    <div className="kiosk" data-screen={screen.name}>
      <KioskHeader />
      <OfflineBanner />
      <main className="kiosk__main">
        <ScreenView screen={screen} />
      </main>
      {idle.phase.phase === 'warning' ? <IdleWarning secondsLeft={idle.phase.secondsLeft} onStay={idle.stay} /> : null}
    </div>
  );
}
