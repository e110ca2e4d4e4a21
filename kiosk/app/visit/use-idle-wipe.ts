// Watches the screen for touches while a shopper uses it; at the idle time it wipes. The
// phase drives the "Still there?" countdown (IdleWarning.tsx).
import { useEffect, useRef, useState } from 'react';
import { ACTIVITY_EVENTS, type IdlePhase, type IdleSettings, idlePhase } from './idle-timer';

export function useIdleWipe({ enabled, settings, onIdle }: { enabled: boolean; settings: IdleSettings; onIdle: () => void }): {
  phase: IdlePhase;
  stay: () => void;
} {
  const lastTouch = useRef(Date.now());
  const [phase, setPhase] = useState<IdlePhase>({ phase: 'active' });
  const onIdleRef = useRef(onIdle);
  onIdleRef.current = onIdle;

  useEffect(() => {
    if (!enabled) {
      setPhase({ phase: 'active' });
      return;
    }
    lastTouch.current = Date.now();
    const touched = () => {
      lastTouch.current = Date.now();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, touched, { capture: true, passive: true });
    const timer = window.setInterval(() => {
      const next = idlePhase(lastTouch.current, Date.now(), settings);
      setPhase((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
      if (next.phase === 'idle') onIdleRef.current();
    }, 250);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, touched, { capture: true });
      window.clearInterval(timer);
    };
  }, [enabled, settings]);

  return {
    phase,
    stay: () => {
      lastTouch.current = Date.now();
      setPhase({ phase: 'active' });
    },
  };
}
