// Beauty Pass sign-in at the kiosk (decision 0119): the card number, typed or scanned from
// the member's QR code, a six-digit code mailed to them, and a short session held in this
// page's memory only.
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardNumberFrom } from '../barcode/barcode';
import { CameraScanner } from '../barcode/CameraScanner';
import { Keypad } from '../barcode/Keypad';
import { useKiosk } from '../visit/kiosk-state';
import type { Screen } from '../visit/screens';
import { KioskSignInStartMutation, KioskSignInVerifyMutation } from './sign-in-queries';

const CARD_FORMATS = ['qr_code', 'code_128', 'ean_13'];

export function SignInScreen({ afterSignIn }: { afterSignIn?: Screen | undefined }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { signedIn, go } = useKiosk();
  const [card, setCard] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'card' | 'code'>('card');
  const [scanning, setScanning] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** One call to the gateway: the buttons wait, the last message goes, a failure says so. */
  const send = async (call: () => Promise<void>) => {
    setBusy(true);
    setMessage(null);
    try {
      await call();
    } catch {
      setMessage(t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  const start = (cardNumber: string) => {
    if (!/^\d{11}$/.test(cardNumber)) {
      setMessage(t('signIn.cardInvalid'));
      return;
    }
    return send(async () => {
      const { data } = await client.mutate({ mutation: KioskSignInStartMutation, variables: { input: { cardNumber } } });
      const refused = data?.kioskSignInStart.userErrors[0];
      if (data?.kioskSignInStart.sent) {
        setStep('code');
        setCode('');
        setScanning(false);
      } else
        setMessage(
          refused?.code === 'CARD_NUMBER_INVALID'
            ? t('signIn.cardInvalid')
            : refused?.code === 'TOO_MANY_ATTEMPTS'
              ? t('signIn.tooMany')
              : (refused?.message ?? t('errors.generic')),
        );
    });
  };

  const verify = () => {
    if (!/^\d{6}$/.test(code)) {
      setMessage(t('signIn.codeInvalid'));
      return;
    }
    return send(async () => {
      const { data } = await client.mutate({ mutation: KioskSignInVerifyMutation, variables: { input: { cardNumber: card, code } } });
      const payload = data?.kioskSignInVerify;
      const refused = payload?.userErrors[0];
      if (payload?.sessionToken && payload.account) {
        signedIn(payload.sessionToken, { firstName: payload.account.firstName });
        // What the cache holds was asked as a guest (hearts, prices for members): ask again.
        await client.resetStore().catch(() => undefined);
        go(afterSignIn ?? { name: 'pass' });
      } else {
        setMessage(refused?.code === 'TOO_MANY_ATTEMPTS' ? t('signIn.tooMany') : t('signIn.codeInvalid'));
        setCode('');
      }
    });
  };

  return (
    <section className="sign-in">
      <h1>{t('signIn.title')}</h1>
      {step === 'card' ? (
        <>
          <p>{t('signIn.card')}</p>
          {scanning ? (
            <CameraScanner
              formats={CARD_FORMATS}
              onCode={(scanned) => {
                const number = cardNumberFrom(scanned);
                if (number) {
                  setCard(number);
                  void start(number);
                }
              }}
            />
          ) : (
            <button type="button" className="button button--secondary button--wide" onClick={() => setScanning(true)}>
              {t('signIn.scan')}
            </button>
          )}
          <Keypad value={card} onChange={setCard} maxLength={11} label={t('signIn.cardLabel')} onEnter={() => void start(card)} />
          <button type="button" className="button button--primary button--wide" disabled={busy || card.length === 0} onClick={() => void start(card)}>
            {t('signIn.send')}
          </button>
        </>
      ) : (
        <>
          <h2>{t('signIn.codeTitle')}</h2>
          <p>{t('signIn.codeSent')}</p>
          <Keypad value={code} onChange={setCode} maxLength={6} label={t('signIn.codeLabel')} onEnter={() => void verify()} />
          <button type="button" className="button button--primary button--wide" disabled={busy || code.length !== 6} onClick={() => void verify()}>
            {t('signIn.verify')}
          </button>
          <button type="button" className="button button--ghost button--wide" disabled={busy} onClick={() => void start(card)}>
            {t('signIn.resend')}
          </button>
        </>
      )}
      {message ? (
        <p className="notice notice--error" role="alert" data-testid="sign-in-message">
          {message}
        </p>
      ) : null}
    </section>
  );
}
