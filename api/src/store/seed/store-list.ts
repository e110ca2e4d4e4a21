// The one store list (decision 0090; where each fact comes from: SOURCE.md beside this
// file). Ids stay ST-<country>-<n>: the first two of each country existed before (migration
// 0030) and orders and tests name them. Hours are the store's wall times in its own zone,
// 0 = Sunday … 6 = Saturday; holidayHours null = closed on the country's public holidays.
import type { Country } from '@beauty/contracts/locale';
import type { StoreService } from '@beauty/contracts/store';

export interface SeedHours {
  weekday: number;
  opens: string;
  closes: string;
}

export interface SeedStore {
  id: string;
  country: Country;
  name: string;
  address: string;
  city: string;
  postcode: string;
  timeZone: string;
  lat: number;
  lng: number;
  phone: string | null;
  hours: SeedHours[];
  holidayHours: { opens: string; closes: string } | null;
  services: StoreService[];
  clickAndCollect: boolean;
  attribution: string;
  illustrative: boolean;
}

/** The same hours every day of the week. */
const daily = (opens: string, closes: string): SeedHours[] => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens, closes }));

/** Australian centre hours: late on Thursday, shorter at the weekend. */
const auCentre: SeedHours[] = [
  { weekday: 0, opens: '10:00', closes: '17:00' },
  { weekday: 1, opens: '09:30', closes: '18:00' },
  { weekday: 2, opens: '09:30', closes: '18:00' },
  { weekday: 3, opens: '09:30', closes: '18:00' },
  { weekday: 4, opens: '09:30', closes: '21:00' },
  { weekday: 5, opens: '09:30', closes: '19:00' },
  { weekday: 6, opens: '09:00', closes: '17:00' },
];

const SG_NEWS = 'Store named in AsiaOne (2016) and The Business Times (May 2025); mall address from the mall\'s public page; opening hours illustrative.';
const ILLUSTRATIVE = 'Illustrative: a real mall address; the retailer\'s presence in this mall is not from a public page (see SOURCE.md).';
const ALL: StoreService[] = ['beauty_services', 'classes', 'events'];

type Row = Omit<SeedStore, 'attribution' | 'illustrative' | 'phone'> & { phone?: string };
const news = (row: Row): SeedStore => ({ phone: null, ...row, attribution: SG_NEWS, illustrative: false });
const illustrative = (row: Row): SeedStore => ({ phone: null, ...row, attribution: ILLUSTRATIVE, illustrative: true });

export const STORE_LIST: readonly SeedStore[] = [
  // Singapore (Asia/Singapore): the eight stores the news names.
  news({ id: 'ST-SG-1', country: 'SG', name: 'ION Orchard (flagship)', address: '2 Orchard Turn, B2, ION Orchard', city: 'Singapore', postcode: '238801', timeZone: 'Asia/Singapore', lat: 1.3040, lng: 103.8318, hours: daily('10:00', '22:00'), holidayHours: { opens: '10:00', closes: '22:00' }, services: ALL, clickAndCollect: true }),
  news({ id: 'ST-SG-2', country: 'SG', name: 'Ngee Ann City', address: '391 Orchard Road, B1-05, Takashimaya Shopping Centre, Ngee Ann City', city: 'Singapore', postcode: '238872', timeZone: 'Asia/Singapore', lat: 1.3025, lng: 103.8345, hours: daily('10:00', '21:30'), holidayHours: { opens: '10:00', closes: '21:30' }, services: ['beauty_services', 'classes'], clickAndCollect: true }),
  news({ id: 'ST-SG-3', country: 'SG', name: 'VivoCity', address: '1 HarbourFront Walk, Level 1, VivoCity', city: 'Singapore', postcode: '098585', timeZone: 'Asia/Singapore', lat: 1.2644, lng: 103.8223, hours: daily('10:00', '22:00'), holidayHours: { opens: '10:00', closes: '22:00' }, services: ['beauty_services', 'events'], clickAndCollect: true }),
  news({ id: 'ST-SG-4', country: 'SG', name: 'Marina Bay Sands', address: '10 Bayfront Avenue, The Shoppes at Marina Bay Sands', city: 'Singapore', postcode: '018956', timeZone: 'Asia/Singapore', lat: 1.2834, lng: 103.8591, hours: daily('10:30', '23:00'), holidayHours: { opens: '10:30', closes: '23:00' }, services: ['beauty_services'], clickAndCollect: false }),
  news({ id: 'ST-SG-5', country: 'SG', name: 'JEM', address: '50 Jurong Gateway Road, JEM', city: 'Singapore', postcode: '608549', timeZone: 'Asia/Singapore', lat: 1.3333, lng: 103.7430, hours: daily('10:00', '22:00'), holidayHours: { opens: '10:00', closes: '22:00' }, services: ['beauty_services'], clickAndCollect: true }),
  news({ id: 'ST-SG-6', country: 'SG', name: 'NEX', address: '23 Serangoon Central, NEX', city: 'Singapore', postcode: '556083', timeZone: 'Asia/Singapore', lat: 1.3508, lng: 103.8722, hours: daily('10:00', '22:00'), holidayHours: { opens: '10:00', closes: '22:00' }, services: ['beauty_services'], clickAndCollect: true }),
  news({ id: 'ST-SG-7', country: 'SG', name: 'Tampines 1', address: '10 Tampines Central 1, Tampines 1', city: 'Singapore', postcode: '529536', timeZone: 'Asia/Singapore', lat: 1.3541, lng: 103.9451, hours: daily('10:00', '22:00'), holidayHours: { opens: '10:00', closes: '22:00' }, services: [], clickAndCollect: true }),
  news({ id: 'ST-SG-8', country: 'SG', name: 'Woodlands', address: '1 Woodlands Square, Causeway Point', city: 'Singapore', postcode: '738099', timeZone: 'Asia/Singapore', lat: 1.4360, lng: 103.7860, hours: daily('10:00', '22:00'), holidayHours: null, services: [], clickAndCollect: true }),

  // Australia: one store in each of five zones' cities (Sydney and Melbourne observe daylight saving, Brisbane and Perth do not, Adelaide is half an hour off).
  illustrative({ id: 'ST-AU-1', country: 'AU', name: 'Pitt Street Sydney', address: 'Westfield Sydney, 188 Pitt Street', city: 'Sydney NSW', postcode: '2000', timeZone: 'Australia/Sydney', lat: -33.8704, lng: 151.2085, hours: auCentre, holidayHours: { opens: '10:00', closes: '17:00' }, services: ALL, clickAndCollect: true }),
  illustrative({ id: 'ST-AU-2', country: 'AU', name: 'Emporium Melbourne', address: 'Emporium Melbourne, 287 Lonsdale Street', city: 'Melbourne VIC', postcode: '3000', timeZone: 'Australia/Melbourne', lat: -37.8122, lng: 144.9637, hours: auCentre, holidayHours: { opens: '10:00', closes: '17:00' }, services: ['beauty_services', 'classes'], clickAndCollect: true }),
  illustrative({ id: 'ST-AU-3', country: 'AU', name: 'Chermside Brisbane', address: 'Westfield Chermside, Gympie and Hamilton Roads', city: 'Chermside QLD', postcode: '4032', timeZone: 'Australia/Brisbane', lat: -27.3856, lng: 153.0310, hours: auCentre, holidayHours: { opens: '10:00', closes: '17:00' }, services: ['beauty_services'], clickAndCollect: true }),
  illustrative({ id: 'ST-AU-4', country: 'AU', name: 'Forrest Chase Perth', address: 'Forrest Chase, 425 Wellington Street', city: 'Perth WA', postcode: '6000', timeZone: 'Australia/Perth', lat: -31.9513, lng: 115.8609, hours: auCentre, holidayHours: { opens: '10:00', closes: '17:00' }, services: ['beauty_services', 'classes'], clickAndCollect: true }),
  illustrative({ id: 'ST-AU-5', country: 'AU', name: 'Rundle Mall Adelaide', address: 'Adelaide Central Plaza, 100 Rundle Mall', city: 'Adelaide SA', postcode: '5000', timeZone: 'Australia/Adelaide', lat: -34.9226, lng: 138.6017, hours: auCentre, holidayHours: null, services: ['beauty_services'], clickAndCollect: true }),

  // Thailand (Asia/Bangkok)
  illustrative({ id: 'ST-TH-1', country: 'TH', name: 'Siam Paragon', address: '991 Rama I Road, Siam Paragon, Pathum Wan', city: 'Bangkok', postcode: '10330', timeZone: 'Asia/Bangkok', lat: 13.7462, lng: 100.5347, hours: daily('10:00', '22:00'), holidayHours: { opens: '10:00', closes: '22:00' }, services: ALL, clickAndCollect: true }),
  illustrative({ id: 'ST-TH-2', country: 'TH', name: 'centralwOrld', address: '999/9 Rama I Road, centralwOrld, Pathum Wan', city: 'Bangkok', postcode: '10330', timeZone: 'Asia/Bangkok', lat: 13.7466, lng: 100.5393, hours: daily('10:00', '22:00'), holidayHours: { opens: '10:00', closes: '22:00' }, services: ['beauty_services', 'classes'], clickAndCollect: true }),
  illustrative({ id: 'ST-TH-3', country: 'TH', name: 'The EmQuartier', address: '693 Sukhumvit Road, The EmQuartier, Watthana', city: 'Bangkok', postcode: '10110', timeZone: 'Asia/Bangkok', lat: 13.7316, lng: 100.5697, hours: daily('10:00', '22:00'), holidayHours: { opens: '10:00', closes: '22:00' }, services: ['beauty_services'], clickAndCollect: true }),
  illustrative({ id: 'ST-TH-4', country: 'TH', name: 'Central Festival Chiang Mai', address: '99/3 Moo 4, Super Highway Chiang Mai–Lampang Road', city: 'Chiang Mai', postcode: '50000', timeZone: 'Asia/Bangkok', lat: 18.8076, lng: 99.0177, hours: daily('11:00', '21:00'), holidayHours: { opens: '11:00', closes: '21:00' }, services: [], clickAndCollect: true }),

  // Malaysia (Kuala Lumpur; Sabah keeps Asia/Kuching)
  illustrative({ id: 'ST-MY-1', country: 'MY', name: 'Pavilion Kuala Lumpur', address: '168 Jalan Bukit Bintang, Pavilion Kuala Lumpur', city: 'Kuala Lumpur', postcode: '55100', timeZone: 'Asia/Kuala_Lumpur', lat: 3.1490, lng: 101.7133, hours: daily('10:00', '22:00'), holidayHours: { opens: '10:00', closes: '22:00' }, services: ALL, clickAndCollect: true }),
  illustrative({ id: 'ST-MY-2', country: 'MY', name: 'Mid Valley Megamall', address: 'Mid Valley Megamall, Lingkaran Syed Putra', city: 'Kuala Lumpur', postcode: '59200', timeZone: 'Asia/Kuala_Lumpur', lat: 3.1176, lng: 101.6774, hours: daily('10:00', '22:00'), holidayHours: { opens: '10:00', closes: '22:00' }, services: ['beauty_services'], clickAndCollect: true }),
  illustrative({ id: 'ST-MY-3', country: 'MY', name: 'Sunway Pyramid', address: '3 Jalan PJS 11/15, Bandar Sunway', city: 'Subang Jaya', postcode: '47500', timeZone: 'Asia/Kuala_Lumpur', lat: 3.0731, lng: 101.6070, hours: daily('10:00', '22:00'), holidayHours: { opens: '10:00', closes: '22:00' }, services: ['beauty_services'], clickAndCollect: true }),
  illustrative({ id: 'ST-MY-4', country: 'MY', name: 'Imago Kota Kinabalu', address: 'Imago Shopping Mall, KK Times Square, Off Coastal Highway', city: 'Kota Kinabalu', postcode: '88100', timeZone: 'Asia/Kuching', lat: 5.9694, lng: 116.0661, hours: daily('10:00', '22:00'), holidayHours: { opens: '10:00', closes: '22:00' }, services: [], clickAndCollect: true }),

  // Indonesia (Jakarta and Surabaya on WIB, Bali on WITA)
  illustrative({ id: 'ST-ID-1', country: 'ID', name: 'Grand Indonesia', address: 'Jl. M.H. Thamrin No. 1, Grand Indonesia', city: 'Jakarta', postcode: '10310', timeZone: 'Asia/Jakarta', lat: -6.1951, lng: 106.8210, hours: daily('10:00', '22:00'), holidayHours: { opens: '10:00', closes: '22:00' }, services: ALL, clickAndCollect: true }),
  illustrative({ id: 'ST-ID-2', country: 'ID', name: 'Pondok Indah Mall', address: 'Jl. Metro Pondok Indah, Pondok Indah Mall', city: 'Jakarta', postcode: '12310', timeZone: 'Asia/Jakarta', lat: -6.2656, lng: 106.7838, hours: daily('10:00', '22:00'), holidayHours: { opens: '10:00', closes: '22:00' }, services: ['beauty_services', 'classes'], clickAndCollect: true }),
  illustrative({ id: 'ST-ID-3', country: 'ID', name: 'Tunjungan Plaza', address: 'Jl. Basuki Rahmat No. 8-12, Tunjungan Plaza', city: 'Surabaya', postcode: '60261', timeZone: 'Asia/Jakarta', lat: -7.2625, lng: 112.7403, hours: daily('10:00', '22:00'), holidayHours: { opens: '10:00', closes: '22:00' }, services: ['beauty_services'], clickAndCollect: true }),
  illustrative({ id: 'ST-ID-4', country: 'ID', name: 'Beachwalk Bali', address: 'Jl. Pantai Kuta, Beachwalk Shopping Center', city: 'Kuta, Bali', postcode: '80361', timeZone: 'Asia/Makassar', lat: -8.7177, lng: 115.1693, hours: daily('10:00', '22:00'), holidayHours: { opens: '10:00', closes: '22:00' }, services: ['beauty_services'], clickAndCollect: true }),

  // Hong Kong, New Zealand, the Philippines: illustrative (SOURCE.md).
  illustrative({ id: 'ST-HK-1', country: 'HK', name: 'Times Square Causeway Bay', address: 'Times Square, 1 Matheson Street, Causeway Bay', city: 'Hong Kong', postcode: '', timeZone: 'Asia/Hong_Kong', lat: 22.2783, lng: 114.1822, hours: daily('10:00', '22:00'), holidayHours: { opens: '10:00', closes: '22:00' }, services: ALL, clickAndCollect: true }),
  illustrative({ id: 'ST-HK-2', country: 'HK', name: 'Harbour City', address: '3-27 Canton Road, Harbour City, Tsim Sha Tsui', city: 'Kowloon', postcode: '', timeZone: 'Asia/Hong_Kong', lat: 22.2970, lng: 114.1686, hours: daily('10:00', '22:00'), holidayHours: { opens: '10:00', closes: '22:00' }, services: ['beauty_services'], clickAndCollect: true }),
  illustrative({ id: 'ST-NZ-1', country: 'NZ', name: 'Commercial Bay', address: '7 Queen Street, Commercial Bay', city: 'Auckland', postcode: '1010', timeZone: 'Pacific/Auckland', lat: -36.8443, lng: 174.7660, hours: daily('10:00', '19:00'), holidayHours: null, services: ALL, clickAndCollect: true }),
  illustrative({ id: 'ST-NZ-2', country: 'NZ', name: 'Westfield Newmarket', address: '277 Broadway, Newmarket', city: 'Auckland', postcode: '1023', timeZone: 'Pacific/Auckland', lat: -36.8708, lng: 174.7780, hours: daily('09:00', '19:00'), holidayHours: null, services: ['beauty_services'], clickAndCollect: true }),
  illustrative({ id: 'ST-PH-1', country: 'PH', name: 'Greenbelt 5', address: 'Greenbelt 5, Legazpi Street, Ayala Center', city: 'Makati', postcode: '1223', timeZone: 'Asia/Manila', lat: 14.5527, lng: 121.0210, hours: daily('11:00', '21:00'), holidayHours: { opens: '11:00', closes: '21:00' }, services: ALL, clickAndCollect: true }),
  illustrative({ id: 'ST-PH-2', country: 'PH', name: 'SM Megamall', address: 'EDSA corner Doña Julia Vargas Avenue, SM Megamall', city: 'Mandaluyong', postcode: '1550', timeZone: 'Asia/Manila', lat: 14.5849, lng: 121.0566, hours: daily('10:00', '22:00'), holidayHours: { opens: '10:00', closes: '22:00' }, services: ['beauty_services'], clickAndCollect: true }),
];
