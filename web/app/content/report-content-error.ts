// Errors a content page survives but someone should hear about (docs/product.md#navigation-errors "Something went
// wrong while checking for exempted routes (reported to the error service)"): to the
// console, where a developer sees it, and to the web's one reportError (platform/report-error.ts,
// which the browser's SDK or the server's reporter is connected to; a no-op until then).
import { type ErrorContext, reportError } from '../platform/report-error';

export function reportContentError(error: unknown, context: ErrorContext): void {
  console.error(`[web] ${context.where}`, error);
  reportError(error, context);
}
