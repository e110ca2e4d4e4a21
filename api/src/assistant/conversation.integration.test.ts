// The assistant's stored conversation: per guest device or per member (following them to
// another device), per country site, capped, and never another shopper's.
import { describe, expect, it } from 'vitest';
import { mintDeviceId } from '@beauty/contracts/cart/device-id';
import { ASSISTANT_MAX_MESSAGES, type AssistantConversation } from '@beauty/contracts/assistant';
import type { Tokens } from '@beauty/contracts/account';
import { TEST_DATABASES, startTestAppForSuite } from '../test-support/app.test-support.ts';

const PASSWORD = 'Lumi#2024';
const consents = { privacyCollection: true, privacyDisclosure: true, marketing: false, policyAgreement: true, over14: true };
const message = (text: string, role: 'shopper' | 'assistant' = 'shopper') => ({
  id: `m${Math.random().toString(36).slice(2)}`,
  role,
  text,
  createdAt: new Date().toISOString(),
});

describe.each(TEST_DATABASES)('assistant conversations on $name', (database) => {
  const api = startTestAppForSuite(database);

  const memberToken = async () => {
    const email = `chat${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
    const res = await api.call<Tokens>('POST', 'auth/register/', {
      body: { email, password: PASSWORD, passwordConfirmation: PASSWORD, firstName: 'Mai', lastName: 'Chan', consents },
    });
    expect(res.status).toBe(201);
    return res.body.accessToken;
  };

  it("keeps a guest's conversation per device and country, and no other device sees it", async () => {
    const device = mintDeviceId();
    const posted = await api.call<AssistantConversation>('POST', 'assistant/conversation/messages', {
      country: 'SG',
      deviceId: device,
      body: { messages: [message('cleanser under $30')] },
    });
    expect(posted.status).toBe(200);
    expect(posted.body.messages.map((m) => m.text)).toEqual(['cleanser under $30']);
    expect((await api.get<AssistantConversation>('assistant/conversation', { country: 'SG', deviceId: device })).body.messages).toHaveLength(1);
    expect((await api.get<AssistantConversation>('assistant/conversation', { country: 'SG', deviceId: mintDeviceId() })).body.messages).toEqual([]);
    expect((await api.get<AssistantConversation>('assistant/conversation', { country: 'TH', deviceId: device })).body.messages).toEqual([]);
  });

  it('follows a member to another device, and keeps only the last turns', async () => {
    const token = await memberToken();
    const auth = { authorization: `Bearer ${token}` };
    for (let i = 0; i < ASSISTANT_MAX_MESSAGES / 2 + 3; i += 1) {
      const res = await api.call('POST', 'assistant/conversation/messages', {
        country: 'HK',
        deviceId: mintDeviceId(),
        headers: auth,
        body: { messages: [message(`q${i}`), message(`a${i}`, 'assistant')] },
      });
      expect(res.status).toBe(200);
    }
    const read = await api.get<AssistantConversation>('assistant/conversation', { country: 'HK', deviceId: mintDeviceId(), headers: auth });
    expect(read.body.messages).toHaveLength(ASSISTANT_MAX_MESSAGES);
    expect(read.body.messages.at(-1)!.text).toBe(`a${ASSISTANT_MAX_MESSAGES / 2 + 2}`);
    expect(read.body.messages[0]!.text).toBe('q3');
    expect((await api.call('DELETE', 'assistant/conversation', { country: 'HK', headers: auth })).status).toBe(200);
    expect((await api.get<AssistantConversation>('assistant/conversation', { country: 'HK', headers: auth })).body.messages).toEqual([]);
    expect((await api.call('DELETE', 'assistant/conversation', { country: 'HK', headers: auth })).status).toBe(404);
  });

  it('refuses links off our site, oversized text, a forged bearer and a guest without a device', async () => {
    const device = mintDeviceId();
    const bad = { ...message('x', 'assistant'), link: { label: 'evil', href: '//evil.example/' } };
    expect((await api.call('POST', 'assistant/conversation/messages', { deviceId: device, body: { messages: [bad] } })).status).toBe(400);
    expect((await api.call('POST', 'assistant/conversation/messages', { deviceId: device, body: { messages: [message('x'.repeat(2001))] } })).status).toBe(400);
    expect((await api.get('assistant/conversation', { headers: { authorization: 'Bearer a.b.c' } })).status).toBe(401);
    expect((await api.get('assistant/conversation')).body.code).toBe('DEVICE_ID_REQUIRED');
  });
});
