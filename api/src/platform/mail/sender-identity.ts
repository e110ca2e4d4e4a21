// Who a mail comes from: each country site has its own sender name and address (a shopper
// in Bangkok gets mail from the Thai shop), on the domain MAIL_FROM_DOMAIN.
import type { Country } from '@beauty/contracts/locale';

const SENDER_NAMES: Record<Country, string> = {
  AU: 'Lumi Beauty Australia',
  HK: 'Lumi Beauty Hong Kong',
  ID: 'Lumi Beauty Indonesia',
  MY: 'Lumi Beauty Malaysia',
  NZ: 'Lumi Beauty New Zealand',
  PH: 'Lumi Beauty Philippines',
  SG: 'Lumi Beauty Singapore',
  TH: 'Lumi Beauty Thailand',
};

export interface SenderIdentity {
  name: string;
  address: string;
}

export function senderFor(country: Country, domain: string): SenderIdentity {
  return { name: SENDER_NAMES[country], address: `hello.${country.toLowerCase()}@${domain}` };
}
