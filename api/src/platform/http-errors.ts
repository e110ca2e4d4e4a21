// The api's failures as values: each carries its HTTP status and a code from the contract
// (@beauty/contracts/platform). Handlers throw them; error-handler.ts turns them into the body.
import type { ErrorCode } from '@beauty/contracts/platform';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type NotFoundCode = Extract<ErrorCode, 'NOT_FOUND' | 'PRODUCT_NOT_FOUND' | 'VARIANT_NOT_FOUND' | 'LINE_NOT_FOUND'>;
type BadRequestCode = Extract<ErrorCode, 'VALIDATION_FAILED' | 'INVALID_LOCALE' | 'DEVICE_ID_REQUIRED'>;

export const notFound = (code: NotFoundCode, message: string, details?: Record<string, unknown>) => new ApiError(404, code, message, details);

export const badRequest = (code: BadRequestCode, message: string, details?: Record<string, unknown>) => new ApiError(400, code, message, details);
