import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectReports } from '../platform/report-error';
import { reportContentError } from './report-content-error';

describe('reportContentError', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs the error and hands it to the error service with its context', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const sink = vi.fn();
    connectReports(sink);
    const error = new SyntaxError('Invalid regular expression');
    reportContentError(error, { where: 'navigation-guard', to: '/about' });
    expect(log).toHaveBeenCalledWith('[web] navigation-guard', error);
    expect(sink).toHaveBeenCalledWith(error, { where: 'navigation-guard', to: '/about' });
  });
});
