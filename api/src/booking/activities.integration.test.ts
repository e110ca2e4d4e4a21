// Activities (issue 13 item 2): services, classes and events in the request's language and
// currency, what each store offers, the groups, the questions, and "what's happening" by
// store and date.
import { describe, expect, it } from 'vitest';
import { movableClock } from '../platform/jobs/clock.ts';
import { TEST_DATABASES } from '../test-support/app.test-support.ts';
import { startBookingAppForSuite } from '../test-support/booking.test-support.ts';

describe.each(TEST_DATABASES)('activities on $name', (database) => {
  const clock = movableClock(new Date('2026-11-10T02:00:00Z'));
  const t = startBookingAppForSuite(database, clock);

  it('lists beauty services with a duration and a price in the currency, named in the language', async () => {
    const th = await t.get('booking-services/beauty-services', { country: 'TH', language: 'th' });
    expect(th.status).toBe(200);
    const makeover = th.body.activities.find((a: { id: string }) => a.id === 'AC-TH-full-makeover');
    expect(makeover).toMatchObject({
      kind: 'service',
      name: 'แต่งหน้าเต็มรูปแบบ',
      durationMinutes: 60,
      capacity: 1,
      remainingCapacity: null,
      price: { amount: 150_000, currency: 'THB', currencySymbol: '฿' },
    });
    // English in Thailand writes the baht sign as prices are shown, not CLDR's "THB" (decision 0148).
    const thEnglish = await t.get('booking-service/activities/AC-TH-full-makeover', { country: 'TH', language: 'en' });
    expect(thEnglish.body.price).toEqual({ amount: 150_000, currency: 'THB', currencySymbol: '฿' });
    const zh = await t.get('booking-service/activities/AC-HK-full-makeover', { country: 'HK', language: 'zh' });
    expect(zh.body).toMatchObject({ name: '全妝造型', price: { currency: 'HKD' } });
    const consultation = await t.get('booking-service/activities/AC-SG-skin-consultation', { country: 'SG' });
    expect(consultation.body.price).toBeNull();
    expect(consultation.body.storeIds).toContain('ST-SG-1');
    expect(consultation.body.storeIds).not.toContain('ST-SG-7'); // Tampines 1 offers no services
  });

  it('lists classes with their dated sessions and the seats left, read on the store clock', async () => {
    const res = await t.get('booking-services/beauty-classes', { country: 'AU' });
    const contour = res.body.activities.find((a: { id: string }) => a.id === 'AC-AU-contour-class');
    expect(contour.capacity).toBe(8);
    const perth = contour.sessions.find((s: { storeId: string }) => s.storeId === 'ST-AU-4');
    expect(perth.local).toMatchObject({ time: '14:00', timeZone: 'Australia/Perth' });
    expect(perth.remaining).toBe(8);
    expect(contour.remainingCapacity).toBe(contour.sessions.length * 8);
  });

  it('marks invitation-only events with the tier they are for', async () => {
    const res = await t.get('booking-service/activities/?kind=event', { country: 'SG' });
    expect(res.body.activities.map((a: { id: string }) => a.id)).toEqual(['AC-SG-fragrance-launch', 'AC-SG-gold-night']);
    expect(res.body.activities[1]).toMatchObject({ invitationOnly: true, requiredTier: 'gold' });
  });

  it("answers what's happening at a store on a day: its classes and events that day", async () => {
    // Saturday 14 November 2026 at ION Orchard: the contour class at 14:00.
    const res = await t.get('booking-service/activities/?storeId=ST-SG-1&date=2026-11-14', { country: 'SG' });
    expect(res.body.activities.map((a: { id: string }) => a.id)).toEqual(['AC-SG-contour-class']);
    expect(res.body.activities[0].sessions.map((s: { local: { date: string } }) => s.local.date)).toEqual(['2026-11-14']);
  });

  it('gives one store its offer, the groups, the landing page and the happening page', async () => {
    const store = await t.get('layouts/store-services/activities?storeId=ST-SG-3', { country: 'SG' });
    expect(store.body.store).toMatchObject({ id: 'ST-SG-3', timeZone: 'Asia/Singapore' });
    expect(store.body.activities.map((a: { kind: string }) => a.kind)).not.toContain('class');
    const groups = await t.get('layouts/store-services/activity-groups', { country: 'ID', language: 'id' });
    expect(groups.body.groups[0]).toMatchObject({ id: 'makeup', name: 'Tata Rias', activityCount: 2 });
    const pages = await t.get('booking-services/pages', { country: 'SG' });
    expect(pages.body.groups.map((g: { activities: unknown[] }) => g.activities.length)).toEqual([2, 2, 2, 2]);
    const happening = await t.get('happening/services/activities/AC-AU-contour-class', { country: 'AU' });
    expect(happening.body.stores.map((s: { id: string }) => s.id)).toEqual(['ST-AU-1', 'ST-AU-2', 'ST-AU-4']);
    expect((await t.get('happening/services/activities/AC-AU-contour-class', { country: 'SG' })).body.code).toBe('ACTIVITY_NOT_FOUND');
  });

  it('gives the questions a booking asks, translated', async () => {
    const res = await t.get('booking-service/questions/AC-TH-skin-consultation', { country: 'TH', language: 'th' });
    expect(res.body.questions[0]).toMatchObject({ kind: 'multi', required: true, label: 'ปัญหาผิวของคุณ' });
    expect(res.body.questions[0].options.map((o: { value: string }) => o.value)).toContain('sensitivity');
    expect((await t.get('booking-service/questions/nope', { country: 'TH' })).status).toBe(404);
  });
});
