import { describe, expect, it, vi } from 'vitest';

// Each test gets a fresh module: the sink is page-wide state.
const fresh = async () => {
  vi.resetModules();
  return import('./report-error');
};

describe('reportError', () => {
  it('does nothing while reporting is off', async () => {
    const { reportError, connectReports } = await fresh();
    reportError(new Error('early'), { where: 'test' });
    const sink = vi.fn();
    connectReports(sink);
    expect(sink).not.toHaveBeenCalled();
  });

  it('holds reports while the SDK loads and sends them once it is connected', async () => {
    const { reportError, holdReports, connectReports } = await fresh();
    holdReports();
    const early = new Error('before the SDK');
    reportError(early, { where: 'navigation-guard', to: '/brands' });
    const sink = vi.fn();
    connectReports(sink);
    expect(sink).toHaveBeenCalledWith(early, { where: 'navigation-guard', to: '/brands' });
    reportError(new Error('after'), { where: 'test' });
    expect(sink).toHaveBeenCalledTimes(2);
  });

  it('holds at most ten', async () => {
    const { reportError, holdReports, connectReports } = await fresh();
    holdReports();
    for (let i = 0; i < 25; i += 1) reportError(new Error(`storm ${i}`), { where: 'test' });
    const sink = vi.fn();
    connectReports(sink);
    expect(sink).toHaveBeenCalledTimes(10);
  });
});
