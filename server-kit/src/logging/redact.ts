// What must never reach a log line (issue 19): credentials and the secrets shoppers hold.
// Two nets, because a secret arrives either as a field of an object we log (a header, a
// body's password) or inside text (an order link's `?token=`, a bearer in an error).

/**
 * Query parameter names whose value is a secret: order and reset links' tokens, codes a
 * shopper types. Not every "code": country_code and language_code are what a developer
 * needs to reproduce a page.
 */
const SECRET_PARAM_NAME = /token|passw|secret|signature|coupon|promo|gift|otp|auth|session|^code$|^pin$|^key$/i;

/** Field names pino blanks out, at the top level and one or two objects down. */
const SECRET_FIELDS = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'giftCardCode',
  'promoCode',
  'couponCode',
  'x-internal-hop',
];

/** pino's `redact.paths`: the fields above wherever an object we log may carry them. */
export const REDACT_PATHS: string[] = SECRET_FIELDS.flatMap((field) => {
  const key = /^[A-Za-z_$][\w$]*$/.test(field) ? field : `["${field}"]`;
  const join = (prefix: string) => (key.startsWith('[') ? `${prefix}${key}` : `${prefix}.${key}`);
  return [key, join('*'), join('*.*'), join('req.headers'), join('res.headers')];
});

export const REDACTED = '[redacted]';

// `name=value` in a query string or a form body, when the name says secret.
const SECRET_PARAM = /([?&;]|^)([^=&?#\s"']*)=([^&#\s"']*)/g;
// `Bearer abc…`, `Basic abc…` wherever they appear (an upstream error quoting a header).
const CREDENTIAL = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;

/**
 * Text with secret query values and credentials blanked: `/order/7?token=abc&x=1` becomes
 * `/order/7?token=[redacted]&x=1`. Other parameters stay: a search term or a filter is
 * what a developer needs to reproduce a page.
 */
export function redactText(text: string): string {
  return text
    .replace(SECRET_PARAM, (whole, lead: string, name: string) => (SECRET_PARAM_NAME.test(name) ? `${lead}${name}=${REDACTED}` : whole))
    .replace(CREDENTIAL, (_whole, scheme: string) => `${scheme} ${REDACTED}`);
}
