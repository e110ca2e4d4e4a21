// A pack's barcode (issue 18, decision 0119): every seeded variant has its in-store EAN-13,
// shown with the variant and found by GET catalog/barcodes/{code} in a country that sells it.
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, startTestAppForSuite } from '../test-support/app.test-support.ts';
import { barcodeFor, hasValidCheckDigit } from './barcode.ts';

describe.each(TEST_DATABASES)('barcodes on $name', (database) => {
  const api = startTestAppForSuite(database, {}, 300_000);

  it('gives every variant its own valid in-store EAN-13, shown with the variant', async () => {
    const { rows } = await api.db.query<{ id: string; barcode: string | null }>(`select id, barcode from variant order by id`);
    expect(rows.length).toBeGreaterThan(1000);
    expect(rows.filter((r) => r.barcode === null)).toEqual([]);
    expect(new Set(rows.map((r) => r.barcode)).size).toBe(rows.length);
    expect(rows.every((r) => /^2\d{12}$/.test(r.barcode!) && hasValidCheckDigit(r.barcode!))).toBe(true);
    const sample = rows[7]!;
    expect(sample.barcode).toBe(barcodeFor(sample.id));
    const { rows: sg } = await api.db.query<{ id: string; barcode: string }>(
      `select v.id, v.barcode from variant v join variant_price p on p.variant_id = v.id and p.country = 'SG' order by v.id limit 1`,
    );
    const shown = await api.get(`variants/?ids=${sg[0]!.id}`, { country: 'SG' });
    expect(shown.body.variants[0].barcode).toBe(sg[0]!.barcode);
  });

  it('finds the product and shade of a scanned pack sold here, and nothing for one not sold in this country', async () => {
    const { rows } = await api.db.query<{ id: string; product_id: string; barcode: string }>(
      `select v.id, v.product_id, v.barcode from variant v
       where exists (select 1 from variant_price p where p.variant_id = v.id and p.country = 'SG')
         and not exists (select 1 from variant_price p where p.variant_id = v.id and p.country = 'TH')
       order by v.id limit 1`,
    );
    const pack = rows[0]!;
    const found = await api.get(`catalog/barcodes/${pack.barcode}`, { country: 'SG' });
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ code: pack.barcode, productId: pack.product_id, variantId: pack.id });
    const abroad = await api.get(`catalog/barcodes/${pack.barcode}`, { country: 'TH' });
    expect(abroad.status).toBe(404);
    expect(abroad.body.code).toBe('BARCODE_NOT_FOUND');
  });

  it('refuses what cannot be a barcode, and reads a UPC-A as an EAN-13', async () => {
    for (const code of ['12345', 'abcdefghijklm', '12345678901234', '%20']) {
      const res = await api.get(`catalog/barcodes/${code}`, { country: 'SG' });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await api.get('catalog/barcodes/96385074', { country: 'SG' })).body.code).toBe('BARCODE_NOT_FOUND');
    const upc = await api.get('catalog/barcodes/036000291452', { country: 'SG' });
    expect(upc.status).toBe(404);
    expect(upc.body.details.code).toBe('036000291452');
  });
});
