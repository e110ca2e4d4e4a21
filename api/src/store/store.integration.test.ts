// The one store list (issue 13 item 1): every country's stores with their own zones, hours
// and holidays; nearest first; "open now" on the store's clock; checkout's click and
// collect and the home page's count read the same list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../platform/jobs/clock.ts';
import { buildApp } from '../app.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../test-support/app.test-support.ts';
import { STORE_LIST } from './seed/store-list.ts';

describe.each(TEST_DATABASES)('stores on $name', (database) => {
  let t: TestApp;
  // Tuesday 10 November 2026, 12:30 UTC: 20:30 in Singapore, 23:30 in Sydney, 20:30 in Perth.
  const clock = movableClock(new Date('2026-11-10T12:30:00Z'));
  beforeAll(async () => {
    t = await startTestApp(database, { clock });
  }, 300_000); // a fresh seeded database on a shared machine
  afterAll(async () => t?.close());

  it("lists Australia's stores each in its own time zone, open now read on its own clock", async () => {
    const res = await t.get('stores/', { country: 'AU' });
    expect(res.status).toBe(200);
    const zones = res.body.stores.map((s: { timeZone: string }) => s.timeZone);
    expect(zones).toEqual(expect.arrayContaining(['Australia/Sydney', 'Australia/Melbourne', 'Australia/Brisbane', 'Australia/Perth', 'Australia/Adelaide']));
    const byId = Object.fromEntries(res.body.stores.map((s: { id: string }) => [s.id, s]));
    // 23:30 on a Tuesday in Sydney: closed; 20:30 in Perth: closed too (18:00 on Tuesdays); Thursday late night differs.
    expect(byId['ST-AU-1']).toMatchObject({ openNow: false, localTime: '2026-11-10T23:30' });
    expect(byId['ST-AU-4']).toMatchObject({ openNow: false, localTime: '2026-11-10T20:30' });
    clock.advance(-10 * 3_600_000); // 02:30 UTC: 13:30 Sydney, 10:30 Perth
    const later = await t.get('stores/', { country: 'AU' });
    const again = Object.fromEntries(later.body.stores.map((s: { id: string }) => [s.id, s]));
    expect(again['ST-AU-1']).toMatchObject({ openNow: true, localTime: '2026-11-10T13:30' });
    expect(again['ST-AU-4']).toMatchObject({ openNow: true, localTime: '2026-11-10T10:30' });
    clock.advance(10 * 3_600_000);
    expect(byId['ST-AU-1'].hours).toHaveLength(7);
    expect(byId['ST-AU-1'].source.illustrative).toBe(true);
  });

  it("finds Hong Kong stores by district in Chinese, and shows the malls' own Chinese names on HK/zh, English on HK/en", async () => {
    const near = async (place: string, language: string) => (await t.get(`stores/?near=${encodeURIComponent(place)}`, { country: 'HK', language })).body;
    const causewayBay = await near('銅鑼灣', 'zh');
    expect(causewayBay.nearNotFound).toBe(false);
    expect(causewayBay.origin.label).toBe('銅鑼灣');
    expect(causewayBay.stores[0]).toMatchObject({ id: 'ST-HK-1', name: '銅鑼灣時代廣場', address: '銅鑼灣勿地臣街1號時代廣場', city: '香港' });
    expect((await near('尖沙咀', 'zh')).stores[0].id).toBe('ST-HK-2');
    expect((await near('九龍', 'zh')).stores[0]).toMatchObject({ id: 'ST-HK-2', name: '海港城' });
    expect((await near('旺角', 'zh')).stores[0].id).toBe('ST-HK-2');
    expect((await near('中環', 'zh')).origin.label).toBe('中環');
    // The same places typed on the English site; the names stay the English ones there.
    const english = await near('銅鑼灣', 'en');
    expect(english.origin.label).toBe('Causeway Bay');
    expect(english.stores[0]).toMatchObject({ id: 'ST-HK-1', name: 'Times Square Causeway Bay' });
    expect((await near('Tsim Sha Tsui', 'en')).stores[0].id).toBe('ST-HK-2');
    // A mall's Chinese name finds it too; a place we do not know is said so, nothing invented.
    expect((await near('海港城', 'zh')).stores[0].id).toBe('ST-HK-2');
    expect((await near('沙田', 'zh')).nearNotFound).toBe(true);
  });

  it('finds Thai stores by Thai district names, names them in Thai on TH/th, and translates the holidays: Thai on TH/th, Chinese on HK/zh, English on ID/en', async () => {
    const siam = (await t.get(`stores/?near=${encodeURIComponent('สยาม')}`, { country: 'TH', language: 'th' })).body;
    expect(siam.stores[0]).toMatchObject({ id: 'ST-TH-1', name: 'สยามพารากอน', city: 'กรุงเทพมหานคร' });
    const chitLom = (await t.get(`stores/?near=${encodeURIComponent('ชิดลม')}`, { country: 'TH', language: 'th' })).body;
    expect(chitLom.stores[0]).toMatchObject({ id: 'ST-TH-2', name: 'เซ็นทรัลเวิลด์' });
    const thai = (await t.get('stores/ST-TH-1', { country: 'TH', language: 'th' })).body;
    // 10 November 2026: Constitution Day (10 December) is among the coming holidays.
    expect(thai.upcomingHolidays).toContainEqual(expect.objectContaining({ date: '2026-12-10', name: 'วันรัฐธรรมนูญ' }));
    const thaiInEnglish = (await t.get('stores/ST-TH-1', { country: 'TH', language: 'en' })).body;
    expect(thaiInEnglish).toMatchObject({ name: 'Siam Paragon' });
    expect(thaiInEnglish.upcomingHolidays).toContainEqual(expect.objectContaining({ date: '2026-12-10', name: 'Constitution Day' }));
    const before = clock.now().getTime();
    clock.advance(Date.parse('2026-12-01T04:00:00Z') - before);
    try {
      const hk = (await t.get('stores/ST-HK-1', { country: 'HK', language: 'zh' })).body;
      expect(hk.upcomingHolidays).toContainEqual(expect.objectContaining({ date: '2026-12-25', name: '聖誕節' }));
      // Indonesia lists its holidays in Indonesian: the ID site in English names them in English.
      const jakarta = (await t.get('stores/ST-ID-1', { country: 'ID', language: 'en' })).body;
      expect(jakarta.upcomingHolidays).toContainEqual(expect.objectContaining({ date: '2026-12-25', name: 'Christmas Day' }));
      expect(jakarta.upcomingHolidays).toContainEqual(expect.objectContaining({ date: '2027-01-01', name: "New Year's Day" }));
      const jakartaInIndonesian = (await t.get('stores/ST-ID-1', { country: 'ID', language: 'id' })).body;
      expect(jakartaInIndonesian.upcomingHolidays).toContainEqual(expect.objectContaining({ date: '2026-12-25', name: 'Hari Raya Natal' }));
    } finally {
      clock.advance(before - clock.now().getTime());
    }
  });

  it('a booking at a Thai store names the store in Thai on TH/th, as the locator does', async () => {
    const slots = await t.get('booking-service/available-slots/AC-TH-full-makeover?storeId=ST-TH-1&date=2026-11-12', { country: 'TH', language: 'th' });
    const startsAt = slots.body.slots[0].startsAt as string;
    const made = await t.call('POST', 'reservation-service/create', {
      country: 'TH',
      language: 'th',
      body: { activityId: 'AC-TH-full-makeover', storeId: 'ST-TH-1', startsAt, artistId: null, contact: { fullName: 'สมศรี ใจดี' } },
    });
    expect(made.status).toBe(201);
    expect(made.body.store).toMatchObject({ name: 'สยามพารากอน', city: 'กรุงเทพมหานคร' });
  });

  it("closes on a public holiday when the store does, and lists the holidays ahead with the store's hours", async () => {
    const holiday = new Date('2026-12-25T02:00:00Z'); // Christmas, 12:30 in Adelaide
    const at = movableClock(holiday);
    // A second app on the same database, with its own clock.
    const app = await buildApp({ db: t.db, logLevel: 'silent', clock: at });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/web/v1/stores/', headers: { 'x-site-country': 'AU' } });
      const byId = Object.fromEntries(res.json().stores.map((s: { id: string }) => [s.id, s]));
      expect(byId['ST-AU-5'].openNow).toBe(false); // Adelaide closes on public holidays
      expect(byId['ST-AU-1'].openNow).toBe(true); // Sydney keeps holiday hours
      expect(byId['ST-AU-1'].upcomingHolidays[0]).toMatchObject({ date: '2026-12-25', hours: { opens: '10:00', closes: '17:00' } });
      expect(byId['ST-AU-5'].upcomingHolidays[0]).toMatchObject({ date: '2026-12-25', hours: null });
    } finally {
      await app.close();
    }
  });

  it("lists a store's state holidays too: Selangor's Sultan's Birthday at Sunway Pyramid, not in Kuala Lumpur", async () => {
    // 10 November 2026: 11 December is within the 45 days ahead.
    const res = await t.get('stores/', { country: 'MY' });
    const byId = Object.fromEntries(res.body.stores.map((s: { id: string }) => [s.id, s]));
    const sultan = expect.objectContaining({ date: '2026-12-11', name: "Sultan of Selangor's Birthday" });
    expect(byId['ST-MY-3'].upcomingHolidays).toContainEqual(sultan); // Subang Jaya, Selangor
    expect(byId['ST-MY-1'].upcomingHolidays).not.toContainEqual(sultan); // Kuala Lumpur
    // Sabah's Christmas Eve at Kota Kinabalu, a working day in Kuala Lumpur.
    expect(byId['ST-MY-4'].upcomingHolidays).toContainEqual(expect.objectContaining({ date: '2026-12-24', name: 'Christmas Eve' }));
    expect(byId['ST-MY-1'].upcomingHolidays).toEqual([]);
  });

  it('orders stores nearest first from a point, or from a typed postcode or city', async () => {
    const fromJurong = await t.get('stores/?lat=1.3329&lng=103.7436', { country: 'SG' });
    expect(fromJurong.body.stores[0].id).toBe('ST-SG-5'); // JEM
    expect(fromJurong.body.stores[0].distanceKm).toBeLessThan(1);
    const distances = fromJurong.body.stores.map((s: { distanceKm: number }) => s.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const perth = await t.get('stores/?near=6000', { country: 'AU' });
    expect(perth.body.stores[0].id).toBe('ST-AU-4');
    expect(perth.body.stores[1].id).toBe('ST-AU-5'); // Adelaide is the next nearest
    const melbourne = await t.get(`stores/?near=${encodeURIComponent('melbourne')}`, { country: 'AU' });
    expect(melbourne.body.stores[0].id).toBe('ST-AU-2');
    const nowhere = await t.get('stores/?near=Atlantis', { country: 'AU' });
    expect(nowhere.body).toMatchObject({ nearNotFound: true, origin: null });
  });

  it('gives one store by id in this country only', async () => {
    const one = await t.get('stores/ST-SG-2', { country: 'SG' });
    expect(one.body).toMatchObject({ name: 'Ngee Ann City', timeZone: 'Asia/Singapore', postcode: '238872' });
    expect(one.body.directionsUrl).toContain('1.3025');
    expect((await t.get('stores/ST-SG-2', { country: 'AU' })).body.code).toBe('STORE_NOT_FOUND');
  });

  it('checkout offers the click-and-collect stores of the same list, and the home page quotes its count', async () => {
    const sg = STORE_LIST.filter((s) => s.country === 'SG');
    const checkout = await t.get('checkout/stores', { country: 'SG' });
    expect(checkout.body.stores.map((s: { id: string }) => s.id)).toEqual(sg.filter((s) => s.clickAndCollect).map((s) => s.id));
    const { rows } = await t.db.query<{ blocks: unknown }>(`select blocks::text as blocks from content_entry where country = 'SG' and language = 'en'`);
    const text = rows.map((r) => String(r.blocks)).join(' ');
    expect(text).toContain(`${sg.length} stores`);
    expect(text).not.toContain('12 stores');
  });
});
