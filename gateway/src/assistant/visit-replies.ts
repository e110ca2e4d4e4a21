// What the embedded assistant says about stores, bookings and Beauty Pass points, in the
// four languages (replies.ts's pattern: Indonesian with Anda, Traditional Chinese with 您).
// Templates hold words only: every store, hour, slot time, price and points figure is
// filled in from a tool's result.
import type { Language } from '@beauty/contracts/locale';
import { templatesOf, wordsOf } from './replies.ts';

const TEXT = {
  storesIn: { en: 'Our stores in {place}: {list}.', id: 'Toko kami di {place}: {list}.', th: 'สาขาของเราใน {place}: {list}', zh: '{place}的門市：{list}。' },
  storesAll: { en: 'Our stores: {list}.', id: 'Toko kami: {list}.', th: 'สาขาของเรา: {list}', zh: '我們的門市：{list}。' },
  storesOpenNow: { en: 'Open right now: {list}.', id: 'Sedang buka sekarang: {list}.', th: 'สาขาที่เปิดอยู่ตอนนี้: {list}', zh: '現正營業：{list}。' },
  storesNoneOpen: {
    en: 'No store is open right now. Today: {list}.',
    id: 'Tidak ada toko yang buka saat ini. Hari ini: {list}.',
    th: 'ขณะนี้ไม่มีสาขาที่เปิดอยู่ วันนี้: {list}',
    zh: '目前沒有門市營業。今日：{list}。',
  },
  storesNotHere: {
    en: 'We have no store in {place} on this site. {rest}',
    id: 'Kami tidak memiliki toko di {place} di situs ini. {rest}',
    th: 'เว็บไซต์นี้ไม่มีสาขาใน {place} {rest}',
    zh: '本網站在{place}沒有門市。{rest}',
  },
  storeOpenToday: {
    en: '{name} ({city}) today {opens}–{closes}{holiday}, {status}',
    id: '{name} ({city}) hari ini {opens}–{closes}{holiday}, {status}',
    th: '{name} ({city}) วันนี้ {opens}–{closes}{holiday} {status}',
    zh: '{name}（{city}）今日 {opens}–{closes}{holiday}，{status}',
  },
  storeClosedToday: {
    en: '{name} ({city}) closed today{holiday}',
    id: '{name} ({city}) tutup hari ini{holiday}',
    th: '{name} ({city}) ปิดวันนี้{holiday}',
    zh: '{name}（{city}）今日休息{holiday}',
  },
  andMore: { en: 'and {count} more', id: 'dan {count} lainnya', th: 'และอีก {count} สาขา', zh: '另有 {count} 間' },
  localTimes: {
    en: 'Hours are each store’s local time.',
    id: 'Jam sesuai waktu setempat tiap toko.',
    th: 'เวลาเป็นเวลาท้องถิ่นของแต่ละสาขา',
    zh: '時間為各門市當地時間。',
  },
  slots: {
    en: '{activity} ({duration} min, {price}) at {store}: free times on {date}, store time: {times}.',
    id: '{activity} ({duration} menit, {price}) di {store}: waktu kosong pada {date}, waktu toko: {times}.',
    th: '{activity} ({duration} นาที, {price}) ที่สาขา {store}: เวลาว่างวันที่ {date} ตามเวลาของสาขา: {times}',
    zh: '{store}的{activity}（{duration} 分鐘，{price}）：{date}可預約時段（門市時間）：{times}。',
  },
  slotsMore: { en: '{count} more that day', id: '{count} lagi hari itu', th: 'อีก {count} ช่วงในวันนั้น', zh: '當日另有 {count} 個時段' },
  slotsNone: {
    en: 'No free times for {activity} at {store} in the next {days} days.',
    id: 'Tidak ada waktu kosong untuk {activity} di {store} dalam {days} hari ke depan.',
    th: 'ไม่มีเวลาว่างสำหรับ{activity}ที่สาขา {store} ใน {days} วันข้างหน้า',
    zh: '{store}未來 {days} 天沒有{activity}的空檔。',
  },
  slotsNoneOn: {
    en: 'No free times for {activity} at {store} on {date}.',
    id: 'Tidak ada waktu kosong untuk {activity} di {store} pada {date}.',
    th: 'ไม่มีเวลาว่างสำหรับ{activity}ที่สาขา {store} วันที่ {date}',
    zh: '{store}於{date}沒有{activity}的空檔。',
  },
  sessions: {
    en: '{activity} ({duration} min, {price}), next sessions in store time: {list}.',
    id: '{activity} ({duration} menit, {price}), sesi berikutnya (waktu toko): {list}.',
    th: '{activity} ({duration} นาที, {price}) รอบถัดไปตามเวลาของสาขา: {list}',
    zh: '{activity}（{duration} 分鐘，{price}）接下來的課堂（門市時間）：{list}。',
  },
  session: {
    en: '{date} {time} at {store}, {remaining} places left',
    id: '{date} {time} di {store}, sisa {remaining} tempat',
    th: '{date} {time} ที่ {store} เหลือ {remaining} ที่',
    zh: '{date} {time}，{store}，尚餘 {remaining} 個名額',
  },
  sessionsNone: {
    en: 'No {activity} sessions with places left in the next two weeks.',
    id: 'Tidak ada sesi {activity} yang masih tersedia dalam dua minggu ke depan.',
    th: 'ไม่มีรอบ{activity}ที่ยังว่างในสองสัปดาห์ข้างหน้า',
    zh: '未來兩星期沒有尚有名額的{activity}。',
  },
  sessionsNoneOn: {
    en: 'No {activity} sessions with places left on {date}.',
    id: 'Tidak ada sesi {activity} yang masih tersedia pada {date}.',
    th: 'ไม่มีรอบ{activity}ที่ยังว่างวันที่ {date}',
    zh: '{date}沒有尚有名額的{activity}。',
  },
  offerAt: {
    en: 'At {store} you can book: {list}.',
    id: 'Di {store} Anda dapat memesan: {list}.',
    th: 'ที่สาขา {store} จองได้: {list}',
    zh: '{store}可預約：{list}。',
  },
  offer: { en: 'You can book: {list}.', id: 'Anda dapat memesan: {list}.', th: 'บริการที่จองได้: {list}', zh: '可預約：{list}。' },
  offerItem: {
    en: '{name} ({duration} min, {price})',
    id: '{name} ({duration} menit, {price})',
    th: '{name} ({duration} นาที, {price})',
    zh: '{name}（{duration} 分鐘，{price}）',
  },
  pointsBalance: {
    en: 'You have {valid} points to spend{pending}.',
    id: 'Anda memiliki {valid} poin yang dapat digunakan{pending}.',
    th: 'คุณมี {valid} คะแนนที่ใช้ได้{pending}',
    zh: '您有 {valid} 可用積分{pending}。',
  },
  pointsPending: {
    en: ' and {pending} pending',
    id: ' dan {pending} poin tertunda',
    th: ' และรอดำเนินการอีก {pending} คะแนน',
    zh: '，另有 {pending} 積分處理中',
  },
  tierNext: {
    en: 'Your tier is {tier}: spend {amount} more by {date} to reach {next}.',
    id: 'Tingkat Anda {tier}: belanjakan {amount} lagi sebelum {date} untuk mencapai {next}.',
    th: 'ระดับของคุณคือ {tier}: ใช้จ่ายอีก {amount} ภายใน {date} เพื่อเป็นระดับ {next}',
    zh: '您的等級是 {tier}：於 {date} 前再消費 {amount} 即可升至 {next}。',
  },
  tierKeep: {
    en: 'Your tier is {tier}: spend {amount} by {date} to keep it.',
    id: 'Tingkat Anda {tier}: belanjakan {amount} sebelum {date} untuk mempertahankannya.',
    th: 'ระดับของคุณคือ {tier}: ใช้จ่าย {amount} ภายใน {date} เพื่อรักษาระดับ',
    zh: '您的等級是 {tier}：於 {date} 前消費 {amount} 即可保留等級。',
  },
  tier: { en: 'Your tier is {tier}.', id: 'Tingkat Anda {tier}.', th: 'ระดับของคุณคือ {tier}', zh: '您的等級是 {tier}。' },
  expiring: {
    en: '{points} points expire on {date} unless you shop or redeem before then.',
    id: '{points} poin akan kedaluwarsa pada {date} kecuali Anda berbelanja atau menukarkannya sebelumnya.',
    th: '{points} คะแนนจะหมดอายุวันที่ {date} หากไม่มีการซื้อหรือแลกก่อนวันนั้น',
    zh: '{points} 積分將於 {date} 到期，除非您在此之前消費或兌換。',
  },
  noneExpiring: {
    en: 'None of your points are about to expire.',
    id: 'Tidak ada poin Anda yang akan segera kedaluwarsa.',
    th: 'ยังไม่มีคะแนนที่ใกล้หมดอายุ',
    zh: '目前沒有即將到期的積分。',
  },
} satisfies Record<string, Record<Language, string>>;

export type VisitReplyKey = keyof typeof TEXT;
export const visitReply = templatesOf(TEXT);

const WORDS = {
  openNow: { en: 'open now', id: 'sedang buka', th: 'เปิดอยู่', zh: '營業中' },
  closedNow: { en: 'closed now', id: 'sedang tutup', th: 'ปิดอยู่', zh: '已關門' },
  free: { en: 'free', id: 'gratis', th: 'ฟรี', zh: '免費' },
  bookNow: { en: 'Book now', id: 'Pesan sekarang', th: 'จองเลย', zh: '立即預約' },
  listSeparator: { en: '; ', id: '; ', th: ' · ', zh: '；' },
} satisfies Record<string, Record<Language, string>>;
export const visitWord = wordsOf(WORDS);

/** Sentences joined as each language writes them (Chinese needs no space after 。). */
export const sentences = (parts: string[], language: Language) => parts.join(language === 'zh' ? '' : ' ');
