// The parser per language: product type, concerns, price limits in each site's way of
// writing numbers, intents.
import { describe, expect, it } from 'vitest';
import { parseMessage } from './parse-message.ts';
import { parsePriceLimit } from './price-limit.ts';

describe('price limits', () => {
  it.each([
    ['cleanser under $30', { maxMinor: 3_000 }],
    ['below ฿1,000 please', { maxMinor: 100_000 }],
    ['คลีนเซอร์ ต่ำกว่า 500 บาท', { maxMinor: 50_000 }],
    ['ไม่เกิน ฿1,290', { maxMinor: 129_000 }],
    ['pelembap di bawah Rp 200.000', { maxMinor: 20_000_000 }],
    ['serum dibawah 150rb', { maxMinor: 15_000_000 }],
    ['maksimal 1,5 juta', { maxMinor: 150_000_000 }],
    ['５００元以下', { maxMinor: 50_000 }],
    ['300元以下的面霜', { maxMinor: 30_000 }],
    ['HK$200 到 400', { minMinor: 20_000, maxMinor: 40_000 }],
    ['between 20 and 40', { minMinor: 2_000, maxMinor: 4_000 }],
    ['over RM 100', { minMinor: 10_000 }],
    ['lipstick under 29.90', { maxMinor: 2_990 }],
    ['spf 50 sunscreen', {}],
  ])('%s', (text, expected) => {
    expect(parsePriceLimit(text)).toEqual(expected);
  });
});

describe('parseMessage', () => {
  it('finds a product type, concern and price in English', () => {
    const parsed = parseMessage('Moisturiser for dry skin under $40 in stock', 'en');
    expect(parsed).toMatchObject({ intent: 'find_products', productType: { category: 'skincare/moisturizers' }, price: { maxMinor: 4_000 } });
    expect(parsed.concerns.map((c) => c.key)).toEqual(['dry']);
  });

  it('reads Thai without spaces between words', () => {
    const parsed = parseMessage('อยากได้โฟมล้างหน้าสำหรับผิวมันราคาต่ำกว่า500บาท', 'th');
    expect(parsed).toMatchObject({ intent: 'find_products', productType: { key: 'cleanser' }, price: { maxMinor: 50_000 } });
    expect(parsed.concerns.map((c) => c.key)).toEqual(['oily']);
  });

  it('reads Indonesian and Chinese', () => {
    expect(parseMessage('Serum untuk kulit berjerawat di bawah Rp 300.000', 'id')).toMatchObject({
      productType: { key: 'serum' },
      concerns: [{ key: 'acne' }],
      price: { maxMinor: 30_000_000 },
    });
    expect(parseMessage('推薦適合敏感肌的防曬', 'zh')).toMatchObject({
      intent: 'find_products',
      productType: { key: 'sunscreen' },
      concerns: [{ key: 'sensitive' }],
      sort: 'TOP_RATED',
    });
  });

  it('understands Chinese typed on the English-only Singapore site', () => {
    expect(parseMessage('推薦適合油性肌膚的潔面', 'en')).toMatchObject({
      intent: 'find_products',
      productType: { key: 'cleanser' },
      concerns: [{ key: 'oily' }],
    });
  });

  it('tells the other intents apart', () => {
    expect(parseMessage('Where is my order?', 'en').intent).toBe('orders');
    expect(parseMessage('แต้มของฉันเหลือเท่าไหร่ คะแนน', 'th').intent).toBe('points');
    expect(parseMessage('Saya mau booking makeover', 'id').intent).toBe('booking');
    expect(parseMessage('最近的門市幾點營業', 'zh').intent).toBe('stores');
    expect(parseMessage('I want to talk to customer service', 'en').intent).toBe('help');
    expect(parseMessage('Is this good for oily skin?', 'en').intent).toBe('about_product');
    expect(parseMessage('hello', 'en').intent).toBe('greeting');
    expect(parseMessage('what is the meaning of life', 'en').intent).toBe('unknown');
  });

  it('does not take "hi" out of "highlighter" or "lip" out of "flip"', () => {
    expect(parseMessage('highlighter', 'en')).toMatchObject({ intent: 'find_products', productType: { key: 'highlighter' } });
    expect(parseMessage('flip flops', 'en').productType).toBeUndefined();
  });

  it('does not read the product name as a concern: dry shampoo is not for dry skin', () => {
    expect(parseMessage('cheap dry shampoo', 'en')).toMatchObject({ productType: { key: 'dry-shampoo' }, concerns: [], sort: 'PRICE_LOW_TO_HIGH' });
  });
});

describe('Thai pitfalls', () => {
  it('does not take ผม ("I", said by men) for hair', () => {
    expect(parseMessage('ผมอยากได้เซรั่ม', 'th').productType?.key).toBe('serum');
    expect(parseMessage('ผมอยากคุยกับพนักงาน', 'th').productType).toBeUndefined();
  });
});

describe('stores, bookings and points in the four languages', () => {
  it('English: a city, a postcode, "open now", an activity and a day', () => {
    expect(parseMessage('Which stores are open in Bangkok?', 'en')).toMatchObject({ intent: 'stores', place: 'Bangkok', openNow: false });
    expect(parseMessage('which stores are open now', 'en')).toMatchObject({ intent: 'stores', openNow: true });
    expect(parseMessage('stores near 6000', 'en')).toMatchObject({ intent: 'stores', postcode: '6000', price: {} });
    expect(parseMessage('free slots for brow shaping at VivoCity tomorrow', 'en')).toMatchObject({
      intent: 'booking',
      activity: 'brow-shaping',
      activityKind: 'SERVICE',
      day: 'tomorrow',
    });
    expect(parseMessage('How many points do I have?', 'en').intent).toBe('points');
  });

  it('Thai: สาขา and เปิดกี่โมง, a Thai city name, จอง with พรุ่งนี้, แต้ม', () => {
    expect(parseMessage('สาขาไหนเปิดบ้าง', 'th').intent).toBe('stores');
    expect(parseMessage('สาขาเชียงใหม่เปิดกี่โมง', 'th')).toMatchObject({ intent: 'stores', place: 'Chiang Mai' });
    expect(parseMessage('อยากจองเมคโอเวอร์พรุ่งนี้', 'th')).toMatchObject({ intent: 'booking', activity: 'full-makeover', day: 'tomorrow' });
    expect(parseMessage('มีคลาสอะไรบ้าง', 'th')).toMatchObject({ intent: 'booking', activityKind: 'CLASS' });
    expect(parseMessage('มีคลาสอะไรบ้าง', 'th').activity).toBeUndefined();
    expect(parseMessage('แต้มของฉันจะหมดอายุเมื่อไหร่', 'th').intent).toBe('points');
  });

  it('Indonesian: berapa poin, masih buka di Jakarta, jadwal konsultasi besok', () => {
    expect(parseMessage('berapa poin saya', 'id').intent).toBe('points');
    expect(parseMessage('toko mana yang masih buka di Jakarta', 'id')).toMatchObject({ intent: 'stores', place: 'Jakarta', openNow: true });
    expect(parseMessage('jadwal kosong untuk konsultasi kulit besok', 'id')).toMatchObject({
      intent: 'booking',
      activity: 'skin-consultation',
      day: 'tomorrow',
    });
  });

  it('Chinese, Simplified as well as Traditional: 我的积分, 吉隆坡的门店, 曼谷現在營業, 預約修眉明天', () => {
    expect(parseMessage('我的积分', 'zh').intent).toBe('points');
    expect(parseMessage('我的積分幾時到期？', 'zh').intent).toBe('points');
    expect(parseMessage('吉隆坡的门店几点开门', 'en')).toMatchObject({ intent: 'stores', place: 'Kuala Lumpur' });
    expect(parseMessage('曼谷有哪些門市現在營業', 'zh')).toMatchObject({ intent: 'stores', place: 'Bangkok', openNow: true });
    expect(parseMessage('預約修眉明天有時段嗎', 'zh')).toMatchObject({ intent: 'booking', activity: 'brow-shaping', day: 'tomorrow' });
  });

  it('keeps product questions products: a budget with "points" or a brow pencil is not a visit', () => {
    expect(parseMessage('lipstick under $30 with points', 'en').intent).toBe('find_products');
    expect(parseMessage('ดินสอเขียนคิ้วไม่เกิน 500 บาท', 'th')).toMatchObject({ intent: 'find_products', productType: { key: 'mascara' } });
    expect(parseMessage('ดินสอเขียนคิ้วไม่เกิน 500 บาท', 'th').activity).toBeUndefined();
  });
});
