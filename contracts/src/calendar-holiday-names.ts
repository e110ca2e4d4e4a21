// The public holidays' names as the sites show them, where they read better than the
// names date-holidays gives (the api's locale/public-holidays.ts reads the holidays from
// that library). Keyed by the library's English name, per country: the English of each
// government's own list (Malaysia's "Hari Raya Aidilfitri", Thailand's "Makha Bucha Day",
// the Philippines' "Araw ng Kagitingan"), Indonesia's Indonesian names as its joint decree
// (SKB 3 Menteri) lists them, and Thailand's Thai names as the Cabinet's list gives them
// (the library's own Thai name for the Queen Mother's Birthday leaves out Mother's Day, and
// it still calls 13 October by its pre-2017 name). Hong Kong's Chinese names come from the
// library as they stand: they are the gazette's (gov.hk 公眾假期). A name with no entry here
// is the library's, in the language when the library has the country's holidays in it,
// else in English.
import type { Country, Language } from './locale.ts';

type Names = Record<string, string>;

const MY_EN: Names = {
  'End of Ramadan (Eid al-Fitr)': 'Hari Raya Aidilfitri',
  'Feast of the Sacrifice (Eid al-Adha)': 'Hari Raya Haji',
  'Vesak Day': 'Wesak Day',
  'Islamic New Year': 'Awal Muharram',
  'Independence Day': 'National Day',
  'Birthday of Muhammad (Mawlid)': 'Maulidur Rasul',
};

const PH_EN: Names = {
  'End of Ramadan (Eid al-Fitr)': "Eid'l Fitr",
  'Feast of the Sacrifice (Eid al-Adha)': "Eid'l Adha",
  'Easter Saturday': 'Black Saturday',
  'Day of Valor': 'Araw ng Kagitingan',
  'Labour Day': 'Labor Day',
  "National Heroes' Day": 'National Heroes Day',
  'Feast of the Immaculate Conception of the Blessed Virgin Mary': 'Feast of the Immaculate Conception of Mary',
  "New Year's Eve": 'Last Day of the Year',
};

const HK_EN: Names = {
  'Hong Kong Special Administrative Region Establishment Day': 'HKSAR Establishment Day',
  'Birthday of the Buddha': 'The Birthday of the Buddha',
  'The day following Birthday of the Buddha': 'The day following the Birthday of the Buddha',
  'The day following the Chinese Mid-Autumn Festival': 'The day following Mid-Autumn Festival',
};

const TH_EN: Names = {
  'Makha Bucha': 'Makha Bucha Day',
  'Vesak Day': 'Visakha Bucha Day',
  "Queen Suthida's Birthday": "H.M. Queen Suthida's Birthday",
  "King's Birthday": "H.M. King Maha Vajiralongkorn's Birthday",
  'Asalha Puja': 'Asarnha Bucha Day',
  "The Queen Mother's Birthday": "H.M. Queen Sirikit The Queen Mother's Birthday",
  'King Chulalongkorn Day': 'Chulalongkorn Day',
  "King Bhumibol Adulyadej's Birthday": "H.M. King Bhumibol Adulyadej's Birthday",
};

const TH_TH: Names = {
  "New Year's Day": 'วันขึ้นปีใหม่',
  'Makha Bucha': 'วันมาฆบูชา',
  'Chakri Memorial Day': 'วันจักรี',
  'Songkran Festival': 'วันสงกรานต์',
  'National Labour Day': 'วันแรงงานแห่งชาติ',
  'Coronation Day': 'วันฉัตรมงคล',
  'Vesak Day': 'วันวิสาขบูชา',
  "Queen Suthida's Birthday": 'วันเฉลิมพระชนมพรรษาสมเด็จพระนางเจ้าสุทิดา พัชรสุธาพิมลลักษณ พระบรมราชินี',
  "King's Birthday": 'วันเฉลิมพระชนมพรรษาพระบาทสมเด็จพระเจ้าอยู่หัว',
  'Asalha Puja': 'วันอาสาฬหบูชา',
  "The Queen Mother's Birthday": 'วันเฉลิมพระชนมพรรษาสมเด็จพระบรมราชชนนีพันปีหลวง และวันแม่แห่งชาติ',
  'King Bhumibol Adulyadej Memorial Day': 'วันนวมินทรมหาราช',
  'King Chulalongkorn Day': 'วันปิยมหาราช',
  "King Bhumibol Adulyadej's Birthday": 'วันคล้ายวันพระบรมราชสมภพ รัชกาลที่ 9 วันชาติ และวันพ่อแห่งชาติ',
  'Constitution Day': 'วันรัฐธรรมนูญ',
  "New Year's Eve": 'วันสิ้นปี',
};

/** Indonesia's holidays for the ID site in English: the names they go by in English. */
const ID_EN: Names = {
  "Laylat al-Mi'raj": 'Isra Mi’raj (Ascension of the Prophet Muhammad)',
  Nyepi: 'Nyepi (Balinese Day of Silence)',
  'End of Ramadan (Eid al-Fitr)': 'Eid al-Fitr',
  'Labour Day': 'International Labour Day',
  'Feast of the Sacrifice (Eid al-Adha)': 'Eid al-Adha',
  'Independence Day': 'Indonesian Independence Day',
  'Birthday of Muhammad (Mawlid)': 'The Prophet Muhammad’s Birthday',
};

/** The joint decree's names (the library's Indonesian gives Isra Mi'raj the Mawlid's name). */
const ID_ID: Names = {
  "New Year's Day": 'Tahun Baru Masehi',
  "Laylat al-Mi'raj": 'Isra Mikraj Nabi Muhammad SAW',
  'Chinese New Year': 'Tahun Baru Imlek',
  Nyepi: 'Hari Suci Nyepi',
  'End of Ramadan (Eid al-Fitr)': 'Idul Fitri',
  'Good Friday': 'Wafat Yesus Kristus',
  'Labour Day': 'Hari Buruh Internasional',
  'Ascension Day': 'Kenaikan Yesus Kristus',
  'Feast of the Sacrifice (Eid al-Adha)': 'Idul Adha',
  'Vesak Day': 'Hari Raya Waisak',
  'Pancasila Day': 'Hari Lahir Pancasila',
  'Islamic New Year': 'Tahun Baru Islam',
  'Independence Day': 'Hari Kemerdekaan Republik Indonesia',
  'Birthday of Muhammad (Mawlid)': 'Maulid Nabi Muhammad SAW',
  'Christmas Day': 'Hari Raya Natal',
};

const NAMES: Partial<Record<Country, Partial<Record<Language, Names>>>> = {
  HK: { en: HK_EN },
  ID: { en: ID_EN, id: ID_ID },
  MY: { en: MY_EN },
  PH: { en: PH_EN },
  TH: { en: TH_EN, th: TH_TH },
};

/** How each country's list marks the day off given for a holiday that fell on a rest day. */
const SUBSTITUTE: Partial<Record<Country, Partial<Record<Language, (name: string) => string>>>> = {
  AU: { en: (name) => `${name} (observed)` },
  MY: { en: (name) => `${name} (in lieu)` },
  NZ: { en: (name) => `${name} (Mondayised)` },
  SG: { en: (name) => `${name} (observed)` },
  TH: { en: (name) => `${name} (substitution)`, th: (name) => `วันหยุดชดเชย${name}` },
};

/** The site's name for a holiday the library calls `englishName` (without its "substitute day" mark), if this file has one. */
export function holidayName(country: Country, englishName: string, language: Language): string | undefined {
  return NAMES[country]?.[language]?.[englishName];
}

/** The name of the day off given in lieu of the holiday named `name`, in the country's wording. */
export function substituteName(country: Country, name: string, language: Language): string {
  const mark = SUBSTITUTE[country]?.[language];
  if (mark) return mark(name);
  return language === 'en' ? `${name} (substitute day)` : name;
}
