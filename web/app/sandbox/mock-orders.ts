// The mock orders of the sandbox's order confirmation and payment-status pages (docs/product.md#sandbox-pages:
// AU, SG, HK, NZ, ID, MY, PH, TH): one plausible order per country, in its currency, with
// its tax (GST, SST, PPN, VAT; none in HK), its calling code and its address shape, so a
// tester sees each country's page without placing an order.
import type { SandboxCountry } from './sandbox-pages';

export interface MockOrder {
  number: string;
  currency: string;
  callingCode: string;
  mobile: string;
  recipient: string;
  address: string;
  paymentMethod: string;
  /** Minor units. */
  subtotal: number;
  shipping: number;
  tax: { name: string; percent: number } | null;
  registration?: { number: string; name: string };
}

export const MOCK_ORDERS: Record<SandboxCountry, MockOrder> = {
  AU: {
    number: 'AU-100001',
    currency: 'AUD',
    callingCode: '+61',
    mobile: '412 345 678',
    recipient: 'Olivia Smith',
    address: '1 George St, Sydney NSW 2000',
    paymentMethod: 'Visa •••• 4242',
    subtotal: 8_900,
    shipping: 0,
    tax: { name: 'GST', percent: 10 },
  },
  SG: {
    number: 'SG-100001',
    currency: 'SGD',
    callingCode: '+65',
    mobile: '9123 4567',
    recipient: 'Tan Mei Ling',
    address: '2 Orchard Turn, Singapore 238801',
    paymentMethod: 'Mastercard •••• 4444',
    subtotal: 12_500,
    shipping: 0,
    tax: { name: 'GST', percent: 9 },
  },
  HK: {
    number: 'HK-100001',
    currency: 'HKD',
    callingCode: '+852',
    mobile: '5123 4567',
    recipient: 'Chan Wing Yan',
    address: '1 Queen’s Road Central, Hong Kong',
    paymentMethod: 'Visa •••• 4242',
    subtotal: 68_000,
    shipping: 0,
    tax: null,
  },
  NZ: {
    number: 'NZ-100001',
    currency: 'NZD',
    callingCode: '+64',
    mobile: '21 123 4567',
    recipient: 'Aroha Williams',
    address: '1 Queen St, Auckland 1010',
    paymentMethod: 'Visa •••• 4242',
    subtotal: 9_500,
    shipping: 0,
    tax: { name: 'GST', percent: 15 },
  },
  ID: {
    number: 'ID-100001',
    currency: 'IDR',
    callingCode: '+62',
    mobile: '812 3456 7890',
    recipient: 'Siti Rahayu',
    address: 'Jl. M.H. Thamrin No. 1, Jakarta 10310',
    paymentMethod: 'GoPay',
    subtotal: 125_000_000,
    shipping: 0,
    tax: { name: 'PPN', percent: 11 },
    registration: { number: '01.234.567.8-901.000', name: 'PT Contoh' },
  },
  MY: {
    number: 'MY-100001',
    currency: 'MYR',
    callingCode: '+60',
    mobile: '12 345 6789',
    recipient: 'Nurul Aisyah',
    address: '1 Jalan Bukit Bintang, 55100 Kuala Lumpur',
    paymentMethod: 'FPX',
    subtotal: 23_900,
    shipping: 800,
    tax: { name: 'SST', percent: 8 },
  },
  PH: {
    number: 'PH-100001',
    currency: 'PHP',
    callingCode: '+63',
    mobile: '917 123 4567',
    recipient: 'Maria Santos',
    address: '1 Ayala Ave, Makati 1226',
    paymentMethod: 'GCash',
    subtotal: 350_000,
    shipping: 0,
    tax: { name: 'VAT', percent: 12 },
  },
  TH: {
    number: 'TH-100001',
    currency: 'THB',
    callingCode: '+66',
    mobile: '81 234 5678',
    recipient: 'Somchai Jaidee',
    address: '1 Sukhumvit Rd, Bangkok 10110',
    paymentMethod: 'PromptPay',
    subtotal: 190_000,
    shipping: 0,
    tax: { name: 'VAT', percent: 7 },
  },
};

/** The tax inside a tax-inclusive price (prices include tax in every country here). */
export function includedTax(total: number, percent: number): number {
  return Math.round((total * percent) / (100 + percent));
}
