import { describe, expect, it } from 'vitest';
import { idlePhase, idleSettings } from './idle-timer';

describe('the idle clock', () => {
  const settings = idleSettings(60);

  it('warns at 50 s and wipes at 60 s without a touch (issue 18)', () => {
    expect(settings).toEqual({ idleMs: 60_000, warnMs: 10_000 });
    expect(idlePhase(0, 49_999, settings)).toEqual({ phase: 'active' });
    expect(idlePhase(0, 50_000, settings)).toEqual({ phase: 'warning', secondsLeft: 10 });
    expect(idlePhase(0, 55_500, settings)).toEqual({ phase: 'warning', secondsLeft: 5 });
    expect(idlePhase(0, 59_999, settings)).toEqual({ phase: 'warning', secondsLeft: 1 });
    expect(idlePhase(0, 60_000, settings)).toEqual({ phase: 'idle' });
  });

  it('starts again from the last touch', () => {
    expect(idlePhase(45_000, 100_000, settings)).toEqual({ phase: 'warning', secondsLeft: 5 });
    expect(idlePhase(90_000, 100_000, settings)).toEqual({ phase: 'active' });
  });

  it('keeps a short test timeout usable: the warning is a sixth of it', () => {
    expect(idleSettings(6)).toEqual({ idleMs: 6_000, warnMs: 1_000 });
    expect(idleSettings(3)).toEqual({ idleMs: 3_000, warnMs: 1_000 });
    expect(idleSettings(600).warnMs).toBe(10_000);
  });
});
