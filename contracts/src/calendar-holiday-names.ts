// The public holidays' names in the sites' own languages (calendar-holidays.ts keeps each
// under the name its government's list gives: English, except Indonesia's, whose joint
// decree lists them in Indonesian). Hong Kong's are the Chinese names of the same gazette
// (gov.hk 公眾假期); Thailand's the Cabinet list's Thai names; Indonesia's, for the ID site
// in English, the names these holidays go by in English. A name with no entry here is
// shown as it stands.
import type { Language } from './locale.ts';

const ZH: Record<string, string> = {
  'The first day of January': '一月一日',
  'Lunar New Year’s Day': '農曆年初一',
  'The second day of Lunar New Year': '農曆年初二',
  'The third day of Lunar New Year': '農曆年初三',
  'The fourth day of Lunar New Year': '農曆年初四',
  'Good Friday': '耶穌受難節',
  'The day following Good Friday': '耶穌受難節翌日',
  'Easter Monday': '復活節星期一',
  'Ching Ming Festival': '清明節',
  'The day following Ching Ming Festival': '清明節翌日',
  'Labour Day': '勞動節',
  'The Birthday of the Buddha': '佛誕',
  'The day following the Birthday of the Buddha': '佛誕翌日',
  'Tuen Ng Festival': '端午節',
  'HKSAR Establishment Day': '香港特別行政區成立紀念日',
  'The day following Mid-Autumn Festival': '中秋節翌日',
  'National Day': '國慶日',
  'Chung Yeung Festival': '重陽節',
  'The day following Chung Yeung Festival': '重陽節翌日',
  'Christmas Day': '聖誕節',
  'The first weekday after Christmas Day': '聖誕節後第一個周日',
};

const TH: Record<string, string> = {
  "New Year's Day": 'วันขึ้นปีใหม่',
  'Makha Bucha Day': 'วันมาฆบูชา',
  'Makha Bucha Day (substitution)': 'วันหยุดชดเชยวันมาฆบูชา',
  'Chakri Memorial Day': 'วันจักรี',
  'Songkran Festival': 'วันสงกรานต์',
  'National Labour Day': 'วันแรงงานแห่งชาติ',
  'National Labour Day (substitution)': 'วันหยุดชดเชยวันแรงงานแห่งชาติ',
  'Coronation Day': 'วันฉัตรมงคล',
  'Visakha Bucha Day': 'วันวิสาขบูชา',
  'Visakha Bucha Day (substitution)': 'วันหยุดชดเชยวันวิสาขบูชา',
  "H.M. Queen Suthida's Birthday": 'วันเฉลิมพระชนมพรรษาสมเด็จพระนางเจ้าสุทิดา พัชรสุธาพิมลลักษณ พระบรมราชินี',
  "H.M. King Maha Vajiralongkorn's Birthday": 'วันเฉลิมพระชนมพรรษาพระบาทสมเด็จพระเจ้าอยู่หัว',
  'Asarnha Bucha Day': 'วันอาสาฬหบูชา',
  'Asarnha Bucha Day (substitution)': 'วันหยุดชดเชยวันอาสาฬหบูชา',
  "H.M. Queen Sirikit The Queen Mother's Birthday": 'วันเฉลิมพระชนมพรรษาสมเด็จพระบรมราชชนนีพันปีหลวง และวันแม่แห่งชาติ',
  'King Bhumibol Adulyadej Memorial Day': 'วันนวมินทรมหาราช',
  'Chulalongkorn Day': 'วันปิยมหาราช',
  'Chulalongkorn Day (substitution)': 'วันหยุดชดเชยวันปิยมหาราช',
  "H.M. King Bhumibol Adulyadej's Birthday (substitution)": 'วันหยุดชดเชยวันคล้ายวันพระบรมราชสมภพ รัชกาลที่ 9 วันชาติ และวันพ่อแห่งชาติ',
  'Constitution Day': 'วันรัฐธรรมนูญ',
  "New Year's Eve": 'วันสิ้นปี',
};

const EN: Record<string, string> = {
  'Tahun Baru Masehi': "New Year's Day",
  'Isra Mikraj Nabi Muhammad SAW': 'Isra Mi’raj (Ascension of the Prophet Muhammad)',
  'Tahun Baru Imlek': 'Chinese New Year',
  'Hari Suci Nyepi': 'Nyepi (Balinese Day of Silence)',
  'Idul Fitri': 'Eid al-Fitr',
  'Wafat Yesus Kristus': 'Good Friday',
  'Hari Buruh Internasional': 'International Labour Day',
  'Kenaikan Yesus Kristus': 'Ascension Day',
  'Idul Adha': 'Eid al-Adha',
  'Hari Raya Waisak': 'Vesak Day',
  'Hari Lahir Pancasila': 'Pancasila Day',
  'Tahun Baru Islam': 'Islamic New Year',
  'Hari Kemerdekaan Republik Indonesia': 'Indonesian Independence Day',
  'Maulid Nabi Muhammad SAW': 'The Prophet Muhammad’s Birthday',
  'Hari Raya Natal': 'Christmas Day',
};

const NAMES: Partial<Record<Language, Record<string, string>>> = { en: EN, zh: ZH, th: TH };

/** A holiday's name in `language` where one is known, else the name as listed. */
export function holidayName(name: string, language: Language): string {
  return NAMES[language]?.[name] ?? name;
}
