// Errors a content page survives but someone should hear about (docs/product.md#navigation-errors "Something went
// wrong while checking for exempted routes (reported to the error service)"): to the
// console, where a developer sees it, and to the error service (platform/report-error.ts,
// a no-op until reporting is started).
import { type ErrorContext, reportError as reportToService } from '../platform/report-error';

export function reportError(error: unknown, context: ErrorContext): void {
  console.error(`[web] ${context.where}`, error);
  reportToService(error, context);
}
