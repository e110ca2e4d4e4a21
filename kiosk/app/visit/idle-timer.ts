// When a kiosk counts as abandoned (issue 18: "after 60 s without a touch everything
// personal is wiped"): a pure clock, so the rule is tested without waiting. The "Still
// there?" warning takes the last sixth of the idle time, at most 10 s (at 60 s: from 50 s).
export interface IdleSettings {
  idleMs: number;
  warnMs: number;
}

export type IdlePhase = { phase: 'active' } | { phase: 'warning'; secondsLeft: number } | { phase: 'idle' };

export function idleSettings(idleSeconds: number): IdleSettings {
  const warnSeconds = Math.min(10, Math.max(1, Math.round(idleSeconds / 6)));
  return { idleMs: idleSeconds * 1000, warnMs: warnSeconds * 1000 };
}

export function idlePhase(lastTouchAt: number, now: number, { idleMs, warnMs }: IdleSettings): IdlePhase {
  const quiet = Math.max(0, now - lastTouchAt);
  if (quiet >= idleMs) return { phase: 'idle' };
  if (quiet >= idleMs - warnMs) return { phase: 'warning', secondsLeft: Math.ceil((idleMs - quiet) / 1000) };
  return { phase: 'active' };
}

/** The events that count as a shopper still at the screen (no hover: a touch screen). */
export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;
