// The "Sign in with Google" button: Google Identity Services renders it and hands back an
// ID token, which the gateway's signInWithGoogle sends to the api to verify. Shown only
// when the gateway has a GOOGLE_CLIENT_ID; offline (script unreachable) there is simply
// no button.
import { useEffect, useRef } from 'react';

const SCRIPT = 'https://accounts.google.com/gsi/client';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential: string }) => void }): void;
      renderButton(element: HTMLElement, options: Record<string, string | number>): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

let loading: Promise<void> | undefined;
function loadScript(): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = undefined;
      reject(new Error('Google sign-in unavailable'));
    };
    document.head.append(script);
  });
  return loading;
}

export function GoogleSignInButton({ clientId, language, onCredential }: { clientId: string; language: string; onCredential: (idToken: string) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const callback = useRef(onCredential);
  callback.current = onCredential;

  useEffect(() => {
    let cancelled = false;
    loadScript()
      .then(() => {
        if (cancelled || !window.google || !container.current) return;
        window.google.accounts.id.initialize({ client_id: clientId, callback: ({ credential }) => callback.current(credential) });
        window.google.accounts.id.renderButton(container.current, {
          theme: 'outline',
          size: 'large',
          shape: 'pill',
          text: 'signin_with',
          locale: language,
          width: 300,
        });
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [clientId, language]);

  return <div ref={container} className="google-button" data-testid="google-sign-in" />;
}
