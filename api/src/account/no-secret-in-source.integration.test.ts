// No secret is in the source (issue 10 item 2, decision 0051): every string literal of the
// files that configure tokens, order links, webhooks and preview is tried as the key, and
// nothing signed with one is accepted; and no tracked source file falls back to a literal
// when a secret is unset.
import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkoutConfig, checkoutOptions } from '../checkout/checkout-config.ts';
import { signWebhook } from '../platform/payment-provider.ts';
import { loadEnv, REPO_ROOT } from '../env.ts';
import { isOrderToken, orderToken } from '../order/order-link.ts';
import { startTestAppForSuite } from '../test-support/app.test-support.ts';
import { keyId, signAccessToken } from './access-token.ts';

const tracked = (...pathspecs: string[]) =>
  execFileSync('git', ['ls-files', '--', ...pathspecs], { cwd: REPO_ROOT, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);

/** Every quoted literal of 8+ characters in the files that hold or once held secrets. */
function literals(): string[] {
  const files = tracked(
    'api/src/account/*.ts',
    'api/src/checkout/*.ts',
    'api/src/order/*.ts',
    'api/src/content/*.ts',
    'api/src/env.ts',
    'api/src/app.ts',
    'api/src/testing.ts',
    'api/src/platform/secrets.ts',
    'gateway/src/env.ts',
    'gateway/src/account/*.ts',
    'scripts/*.mjs',
    'docker-compose.yml',
    'playwright.config.ts',
  );
  const found = new Set<string>();
  for (const file of files) {
    const text = readFileSync(path.join(REPO_ROOT, file), 'utf8');
    for (const match of text.matchAll(/'([^'\n\\]{8,200})'|"([^"\n\\]{8,200})"|`([^`$\n\\]{8,200})`/g)) found.add((match[1] ?? match[2] ?? match[3])!);
  }
  return [...found];
}

describe('no secret in the source', () => {
  const api = startTestAppForSuite({ name: 'pglite' });

  it('an access token signed with any string literal of the config files is 401, under its own kid or ours', async () => {
    const keys = literals();
    expect(keys.length).toBeGreaterThan(100); // the scan reads the files
    const ours = await api.call('POST', 'auth/register/', {
      body: {
        email: `literal-${Date.now()}@example.com`,
        password: 'Lumi#2024',
        passwordConfirmation: 'Lumi#2024',
        firstName: 'Ana',
        lastName: 'Lee',
        consents: { privacyCollection: true, privacyDisclosure: true, policyAgreement: true, over14: true },
      },
    });
    const claims = JSON.parse(Buffer.from(ours.body.accessToken.split('.')[1], 'base64url').toString());
    const ourKid = JSON.parse(Buffer.from(ours.body.accessToken.split('.')[0], 'base64url').toString()).kid;
    let accepted = 0;
    for (const key of keys) {
      const token = await signAccessToken(key, { sub: claims.sub, sid: claims.sid }, 900);
      const [, payload, signature] = token.split('.');
      const underOurKid = `${Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: ourKid })).toString('base64url')}.${payload}`;
      const respliced = `${underOurKid}.${createHmac('sha256', key).update(underOurKid).digest('base64url')}`;
      for (const forged of [`${token.split('.')[0]}.${payload}.${signature}`, respliced]) {
        const response = await api.call('GET', 'account', { headers: { authorization: `Bearer ${forged}` } });
        if (response.status !== 401) accepted += 1;
      }
      expect(keyId(key)).not.toBe(ourKid);
    }
    expect(accepted).toBe(0);
    expect((await api.call('GET', 'account', { headers: { authorization: `Bearer ${ours.body.accessToken}` } })).status).toBe(200); // the control
  });

  it('order links and webhook signatures made with any of those literals are refused', async () => {
    const checkout = checkoutOptions(api.db, checkoutConfig(loadEnv({})));
    let accepted = 0;
    for (const key of literals()) {
      if (isOrderToken(checkout.orderLinkSecret, 'O123', orderToken(key, 'O123'))) accepted += 1;
      const event = { eventId: 'evt_1', reference: 'tp_1', status: 'approved' as const };
      if (checkout.payments.verifyWebhook({ ...event, signature: signWebhook(key, event) })) accepted += 1;
    }
    expect(accepted).toBe(0);
    expect(checkoutOptions(api.db, checkoutConfig(loadEnv({}))).orderLinkSecret).not.toBe(checkout.orderLinkSecret); // random per process, never a constant
  });

  it('no tracked source file falls back to a literal when a secret is unset', () => {
    const files = tracked('api/src', 'gateway/src', 'web/server', 'web/app', 'scripts', 'bench/src').filter(
      (file) => /\.(ts|tsx|mjs|js)$/.test(file) && !/\.test\.|test-support|__generated__/.test(file),
    );
    const offenders: string[] = [];
    for (const file of files) {
      readFileSync(path.join(REPO_ROOT, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (!/secret|_TOKEN\b|previewToken|jwtSecret/i.test(line)) return;
          if (/(\.default\(|\?\?|\|\||(?<![=!<>])=(?!=))\s*['"`][^'"`\s]{8,}['"`]/.test(line) && !/HEADER|COOKIE|header|cookie|name/.test(line))
            offenders.push(`${file}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(offenders).toEqual([]);
  });
});
