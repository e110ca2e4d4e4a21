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
    const sg = await answerQuestion(
      'where is my order',
      undefined,
      toolsWithOrders('2026-03-01T20:30:00.000Z'),
      { country: 'SG', language: 'en', currency: 'SGD' },
      true,
    );
    expect(sg.text).toContain('#SG-1001 (2 Mar 2026)');
    const hk = await answerQuestion(
      '我的訂單',
      undefined,
      toolsWithOrders('2026-03-01T20:30:00.000Z'),
      { country: 'HK', language: 'zh', currency: 'HKD' },
      true,
    );
    expect(hk.text).toContain('2026年3月2日');
  });
});
