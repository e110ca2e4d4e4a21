// Preview's token (decision 0040): the secret editors hold, read from the request's
// preview-token cookie (set by the storefront's preview entry) or, for API clients, the
// x-preview-token header. The gateway does not judge it, the api does (timing-safe); here
// it is only carried, and anything that cannot be a token is dropped.
export const PREVIEW_TOKEN_COOKIE = 'preview-token';

const PLAUSIBLE = /^[\x21-\x7e]{1,512}$/;

export function readPreviewToken(header: string | undefined, cookie: string | undefined): string | undefined {
  for (const value of [header, cookie]) {
    if (value !== undefined && PLAUSIBLE.test(value)) return value;
  }
  return undefined;
}
