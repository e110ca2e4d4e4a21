// Reliability plan row 29's table, then more of the same family: each must land on our
// origin. Shared by the unit test (return-to.test.ts), web/server's Location check and
// e2e/security-redirects.spec.ts, so they all test the same list.

/** The plan's own table. */
export const PLAN_TARGETS = [
  'https://evil.example',
  '//evil.example',
  '/\\evil.example',
  '/%5Cevil.example',
  '\\\\evil.example',
  'https:evil.example',
  '/%2F%2Fevil.example',
  'https://shop.example/%2fevil.example',
  '/a/../..//evil.example',
  'https://shop.example.evil.example',
  'https://shop.example@evil.example',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/%0d/evil.example',
  '%09//evil.example',
];

/** More of the same family: schemes in mixed case, encodings, dot segments, lookalikes. */
export const MORE_TARGETS = [
  'https://evil.example/cart',
  'HtTpS://evil.example',
  'http:/evil.example',
  'http:evil.example',
  '///evil.example',
  '////evil.example',
  '/\\/evil.example',
  '/%5cevil.example',
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '/%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  '/%255Cevil.example',
  '/%2e%2e/%2e%2e//evil.example',
  '/%2e%2e//evil.example',
  '/./..//evil.example',
  '/a/..%2F..%2F%2Fevil.example',
  '/\t/evil.example',
  '/%09/evil.example',
  '/\n/evil.example',
  '/%0a/evil.example',
  '/\r\n/evil.example',
  ' //evil.example',
  '\t//evil.example',
  '/\u0000/evil.example',
  '/\uff0fevil.example', // fullwidth solidus
  '/%EF%BC%8Fevil.example',
  '/\uff3cevil.example', // fullwidth reverse solidus
  '\uff0f\uff0fevil.example',
  'JaVaScRiPt:alert(1)',
  '/\tjavascript:alert(1)',
  'vbscript:msgbox(1)',
  'evil.example',
  '.evil.example',
  '',
  '%',
  '/%E0%A4%A',
  `/${'a'.repeat(3000)}`,
];

export const HOSTILE_TARGETS = [...PLAN_TARGETS, ...MORE_TARGETS];

/** Kept exactly: a path of ours with its query. */
export const CONTROL_TARGET = '/account/orders?tab=1';
