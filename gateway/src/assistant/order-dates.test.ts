// The assistant's order list states the day an order was placed on the shop's calendar
// (the country's zone, as Your orders shows it), not UTC's: an order placed at 04:00 in
// Singapore is the previous day in UTC.
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './engine.ts';
import type { Tools } from './tools.ts';

const unused = () => Promise.reject(new Error('not asked for in this test'));
const toolsWithOrders = (createdAt: string): Tools => ({
  calls: 0,
  orders: async () => [{ number: 'SG-1001', status: 'CONFIRMED', createdAt, total: { amount: 4_500, currency: 'SGD' } }],
  products: unused,
  product: unused,
  search: unused,
  brands: async () => [],
  stores: unused,
  activities: unused,
  slotCalendar: unused,
  timeSlots: unused,
  points: unused,
});

describe('order dates in the assistant', () => {
  it('names the day in the site country’s zone', async () => {
    // 20:30 UTC on 1 March is 04:30 on 2 March in Singapore and Hong Kong.
    const asked = [
      { question: 'where is my order', site: { country: 'SG', language: 'en', currency: 'SGD' }, day: '#SG-1001 (2 Mar 2026)' },
      { question: '我的訂單', site: { country: 'HK', language: 'zh', currency: 'HKD' }, day: '2026年3月2日' },
    ] as const;
    for (const { question, site, day } of asked) {
      const answer = await answerQuestion(question, undefined, toolsWithOrders('2026-03-01T20:30:00.000Z'), site, true);
      expect(answer.text, site.country).toContain(day);
    }
  });
});
