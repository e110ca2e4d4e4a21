// The legal and help pages of every country and language (docs/product.md#paths "/privacy and
// /terms?section=Legal+Terms"; issue 14 item 8): content entries like any page, so editors
// change them in the content system. Privacy and terms are PAGES entries with the slugs
// "privacy" and "terms" (the web serves them at /privacy and /terms); the help page is
// /pages/help, with the country's own customer service, where every "contact customer
// service" message of the shop links. Content links are site paths or https only
// (contracts isSafeHref), so the email and phone are text. Block ids are the sections ?section= scrolls to.
import type { Country, Language } from '@beauty/contracts/locale';

interface Contact {
  email: string;
  phone: string;
  hours: Record<Language, string>;
}

/** Each country's customer service. */
export const CUSTOMER_SERVICE: Record<Country, Contact> = {
  AU: { email: 'care.au@lumibeauty.example', phone: '+61 2 8000 1234', hours: hours('9:00–18:00', 'AEST') },
  HK: { email: 'care.hk@lumibeauty.example', phone: '+852 3000 1234', hours: hours('10:00–19:00', 'HKT') },
  ID: { email: 'care.id@lumibeauty.example', phone: '+62 21 5000 1234', hours: hours('09.00–18.00', 'WIB') },
  MY: { email: 'care.my@lumibeauty.example', phone: '+60 3 2000 1234', hours: hours('9:00–18:00', 'MYT') },
  NZ: { email: 'care.nz@lumibeauty.example', phone: '+64 9 300 1234', hours: hours('9:00–17:30', 'NZT') },
  PH: { email: 'care.ph@lumibeauty.example', phone: '+63 2 8800 1234', hours: hours('9:00–18:00', 'PHT') },
  SG: { email: 'care.sg@lumibeauty.example', phone: '+65 6000 1234', hours: hours('10:00–19:00', 'SGT') },
  TH: { email: 'care.th@lumibeauty.example', phone: '+66 2 000 1234', hours: hours('10:00–19:00', 'ICT') },
};

function hours(range: string, zone: string): Record<Language, string> {
  return {
    en: `Monday to Friday, ${range} (${zone})`,
    id: `Senin sampai Jumat, ${range} (${zone})`,
    th: `วันจันทร์ถึงวันศุกร์ ${range} (${zone})`,
    zh: `星期一至星期五 ${range}（${zone}）`,
  };
}

interface LegalCopy {
  privacy: { title: string; description: string; sections: Array<[id: string, heading: string, paragraphs: string[]]> };
  terms: { title: string; description: string; sections: Array<[id: string, heading: string, paragraphs: string[]]> };
  help: { title: string; description: string; heading: string; intro: string; email: string; phone: string; hours: string; referenceId: string; links: string };
}

const COPY: Record<Language, LegalCopy> = {
  en: {
    privacy: {
      title: 'Privacy policy',
      description: 'How Lumi Beauty {country} collects, uses and protects your personal data.',
      sections: [
        [
          'what-we-collect',
          'What we collect',
          [
            'Your name, email, mobile number and date of birth when you join Beauty Pass, and your orders, bag and wish list when you shop with us.',
            'We never keep your card number: payments are handled by our payment provider.',
          ],
        ],
        [
          'how-we-use-it',
          'How we use it',
          [
            'To deliver your orders, run your Beauty Pass points and tiers, and, only if you agreed, send you news and offers.',
            'We share data with third parties only to deliver, pay for or support your order.',
          ],
        ],
        [
          'your-rights',
          'Your rights',
          [
            'You can see, correct or delete your personal data at any time. Contact our customer service in {country} and we will answer within 30 days.',
            'When you delete your account, we keep your orders as sales records without your name or contact details. If you used your Beauty Pass welcome voucher, we also keep a coded fingerprint of your e-mail address (a keyed hash, from which the address cannot be read back) to prevent fraud: a new account with the same address does not get the welcome voucher again.',
          ],
        ],
      ],
    },
    terms: {
      title: 'Terms and conditions',
      description: 'The terms of shopping at Lumi Beauty {country}.',
      sections: [
        [
          'general-terms',
          'General Terms',
          ['These terms apply to every purchase on this site. Prices are shown in the local currency and include tax where it applies.'],
        ],
        [
          'legal-terms',
          'Legal Terms',
          [
            'Lumi Beauty {country} sells to consumers in {country} only. One promo code per order; promo codes cannot be combined with credits.',
            'Rewards are for registered Beauty Pass members, one per customer per transaction; gifts are limited in stock, non-transferable and not returnable.',
            'These terms are governed by the laws of {country}.',
          ],
        ],
        [
          'beauty-pass',
          'Beauty Pass',
          ['Points expire after 18 months without a purchase or reward redemption, and can take up to 3 working days after delivery to appear.'],
        ],
      ],
    },
    help: {
      title: 'Help and contact',
      description: 'Contact Lumi Beauty {country} customer service.',
      heading: 'Contact customer service',
      intro: 'Our team in {country} is here to help with orders, Beauty Pass, sign-in and anything else.',
      email: 'Email: ',
      phone: 'Phone: ',
      hours: 'Hours: ',
      referenceId: 'If a page showed you a Reference ID, please quote it: it helps us find what happened.',
      links: 'Read our privacy policy and our terms and conditions.',
    },
  },
  id: {
    privacy: {
      title: 'Kebijakan privasi',
      description: 'Cara Lumi Beauty {country} mengumpulkan, menggunakan, dan melindungi data pribadi Anda.',
      sections: [
        [
          'what-we-collect',
          'Data yang kami kumpulkan',
          [
            'Nama, email, nomor ponsel, dan tanggal lahir Anda saat Anda bergabung dengan Beauty Pass, serta pesanan, tas, dan daftar keinginan Anda saat berbelanja.',
            'Kami tidak pernah menyimpan nomor kartu Anda: pembayaran ditangani oleh penyedia pembayaran kami.',
          ],
        ],
        [
          'how-we-use-it',
          'Cara kami menggunakannya',
          [
            'Untuk mengirim pesanan Anda, mengelola poin dan tingkat Beauty Pass Anda, dan, hanya jika Anda setuju, mengirimkan kabar dan penawaran.',
            'Kami membagikan data kepada pihak ketiga hanya untuk mengirim, membayar, atau mendukung pesanan Anda.',
          ],
        ],
        [
          'your-rights',
          'Hak Anda',
          [
            'Anda dapat melihat, memperbaiki, atau menghapus data pribadi Anda kapan saja. Hubungi layanan pelanggan kami di {country} dan kami akan menjawab dalam 30 hari.',
            'Saat Anda menghapus akun, kami menyimpan pesanan Anda sebagai catatan penjualan tanpa nama atau kontak Anda. Jika Anda telah memakai voucher selamat datang Beauty Pass, kami juga menyimpan sidik jari berkode dari alamat email Anda (hash berkunci, yang tidak dapat diubah kembali menjadi alamat) untuk mencegah penipuan: akun baru dengan alamat yang sama tidak mendapat voucher selamat datang lagi.',
          ],
        ],
      ],
    },
    terms: {
      title: 'Syarat dan ketentuan',
      description: 'Syarat berbelanja di Lumi Beauty {country}.',
      sections: [
        [
          'general-terms',
          'Ketentuan Umum',
          ['Ketentuan ini berlaku untuk setiap pembelian di situs ini. Harga ditampilkan dalam mata uang lokal dan sudah termasuk pajak bila berlaku.'],
        ],
        [
          'legal-terms',
          'Ketentuan Hukum',
          [
            'Lumi Beauty {country} hanya menjual kepada konsumen di {country}. Satu kode promo per pesanan; kode promo tidak dapat digabungkan dengan kredit.',
            'Hadiah hanya untuk anggota Beauty Pass terdaftar, satu per pelanggan per transaksi; hadiah terbatas, tidak dapat dipindahtangankan, dan tidak dapat dikembalikan.',
            'Ketentuan ini tunduk pada hukum {country}.',
          ],
        ],
        [
          'beauty-pass',
          'Beauty Pass',
          [
            'Poin kedaluwarsa setelah 18 bulan tanpa pembelian atau penukaran hadiah, dan dapat memerlukan hingga 3 hari kerja setelah pengiriman untuk muncul.',
          ],
        ],
      ],
    },
    help: {
      title: 'Bantuan dan kontak',
      description: 'Hubungi layanan pelanggan Lumi Beauty {country}.',
      heading: 'Hubungi layanan pelanggan',
      intro: 'Tim kami di {country} siap membantu Anda soal pesanan, Beauty Pass, masuk akun, dan hal lainnya.',
      email: 'Email: ',
      phone: 'Telepon: ',
      hours: 'Jam layanan: ',
      referenceId: 'Jika sebuah halaman menampilkan ID Referensi, sebutkan ID tersebut: itu membantu kami menemukan apa yang terjadi.',
      links: 'Baca kebijakan privasi serta syarat dan ketentuan kami.',
    },
  },
  th: {
    privacy: {
      title: 'นโยบายความเป็นส่วนตัว',
      description: 'วิธีที่ Lumi Beauty {country} เก็บ ใช้ และปกป้องข้อมูลส่วนบุคคลของคุณ',
      sections: [
        [
          'what-we-collect',
          'ข้อมูลที่เราเก็บ',
          [
            'ชื่อ อีเมล หมายเลขโทรศัพท์มือถือ และวันเกิดของคุณเมื่อคุณสมัคร Beauty Pass รวมถึงคำสั่งซื้อ ถุงช้อปปิ้ง และรายการโปรดเมื่อคุณช้อปกับเรา',
            'เราไม่เก็บหมายเลขบัตรของคุณ การชำระเงินดำเนินการโดยผู้ให้บริการชำระเงินของเรา',
          ],
        ],
        [
          'how-we-use-it',
          'วิธีที่เราใช้ข้อมูล',
          [
            'เพื่อจัดส่งคำสั่งซื้อ ดูแลคะแนนและระดับ Beauty Pass ของคุณ และส่งข่าวสารและข้อเสนอเฉพาะเมื่อคุณยินยอม',
            'เราแบ่งปันข้อมูลกับบุคคลที่สามเพื่อจัดส่ง ชำระเงิน หรือสนับสนุนคำสั่งซื้อของคุณเท่านั้น',
          ],
        ],
        [
          'your-rights',
          'สิทธิ์ของคุณ',
          [
            'คุณสามารถดู แก้ไข หรือลบข้อมูลส่วนบุคคลของคุณได้ทุกเมื่อ ติดต่อฝ่ายบริการลูกค้าของเราใน{country} และเราจะตอบกลับภายใน 30 วัน',
            'เมื่อคุณลบบัญชี เราจะเก็บคำสั่งซื้อของคุณไว้เป็นบันทึกการขายโดยไม่มีชื่อหรือข้อมูลติดต่อของคุณ หากคุณใช้บัตรกำนัลต้อนรับ Beauty Pass แล้ว เราจะเก็บรหัสลายนิ้วมือของอีเมลของคุณด้วย (ค่าแฮชที่ใช้กุญแจลับ ซึ่งไม่สามารถแปลงกลับเป็นอีเมลได้) เพื่อป้องกันการทุจริต บัญชีใหม่ที่ใช้อีเมลเดียวกันจะไม่ได้รับบัตรกำนัลต้อนรับอีก',
          ],
        ],
      ],
    },
    terms: {
      title: 'ข้อกำหนดและเงื่อนไข',
      description: 'ข้อกำหนดในการช้อปที่ Lumi Beauty {country}',
      sections: [
        ['general-terms', 'ข้อกำหนดทั่วไป', ['ข้อกำหนดนี้ใช้กับการซื้อทุกครั้งบนเว็บไซต์นี้ ราคาแสดงเป็นสกุลเงินท้องถิ่นและรวมภาษีแล้วหากมี']],
        [
          'legal-terms',
          'ข้อกำหนดทางกฎหมาย',
          [
            'Lumi Beauty {country} จำหน่ายให้ผู้บริโภคใน{country}เท่านั้น ใช้โค้ดโปรโมชันได้หนึ่งโค้ดต่อคำสั่งซื้อ และใช้ร่วมกับเครดิตไม่ได้',
            'ของรางวัลสำหรับสมาชิก Beauty Pass ที่ลงทะเบียนแล้ว หนึ่งชิ้นต่อลูกค้าต่อการซื้อ ของขวัญมีจำนวนจำกัด โอนสิทธิ์ไม่ได้ และคืนไม่ได้',
            'ข้อกำหนดนี้อยู่ภายใต้กฎหมายของ{country}',
          ],
        ],
        ['beauty-pass', 'Beauty Pass', ['คะแนนหมดอายุหลังจาก 18 เดือนหากไม่มีการซื้อหรือแลกของรางวัล และอาจใช้เวลาถึง 3 วันทำการหลังการจัดส่งจึงจะแสดง']],
      ],
    },
    help: {
      title: 'ความช่วยเหลือและการติดต่อ',
      description: 'ติดต่อฝ่ายบริการลูกค้า Lumi Beauty {country}',
      heading: 'ติดต่อฝ่ายบริการลูกค้า',
      intro: 'ทีมงานของเราใน{country}พร้อมช่วยเหลือคุณเรื่องคำสั่งซื้อ Beauty Pass การเข้าสู่ระบบ และเรื่องอื่น ๆ',
      email: 'อีเมล: ',
      phone: 'โทรศัพท์: ',
      hours: 'เวลาทำการ: ',
      referenceId: 'หากหน้าเว็บแสดงรหัสอ้างอิง โปรดแจ้งรหัสนั้น เพื่อช่วยให้เราตรวจสอบสิ่งที่เกิดขึ้นได้',
      links: 'อ่านนโยบายความเป็นส่วนตัวและข้อกำหนดและเงื่อนไขของเรา',
    },
  },
  zh: {
    privacy: {
      title: '私隱政策',
      description: 'Lumi Beauty {country} 如何收集、使用及保護您的個人資料。',
      sections: [
        [
          'what-we-collect',
          '我們收集的資料',
          [
            '您加入 Beauty Pass 時提供的姓名、電郵、手提電話號碼及出生日期，以及您購物時的訂單、購物袋及願望清單。',
            '我們從不保存您的信用卡號碼：付款由我們的付款服務供應商處理。',
          ],
        ],
        [
          'how-we-use-it',
          '我們如何使用',
          [
            '用於送遞您的訂單、管理您的 Beauty Pass 積分及等級，並僅在您同意時向您發送最新消息及優惠。',
            '我們只會為送遞、支付或支援您的訂單而與第三方分享資料。',
          ],
        ],
        [
          'your-rights',
          '您的權利',
          [
            '您可隨時查閱、更正或刪除您的個人資料。請聯絡我們在{country}的客戶服務，我們會在 30 日內回覆您。',
            '當您刪除帳戶後，我們會保留您的訂單作為銷售紀錄，但不包括您的姓名或聯絡資料。如您曾使用 Beauty Pass 迎新禮券，我們亦會保留您電郵地址的加密指紋（以密鑰計算的雜湊值，無法還原為電郵地址）以防止欺詐：以相同電郵地址開設的新帳戶不會再獲得迎新禮券。',
          ],
        ],
      ],
    },
    terms: {
      title: '條款及細則',
      description: '於 Lumi Beauty {country} 購物的條款。',
      sections: [
        ['general-terms', '一般條款', ['本條款適用於本網站的每一次購買。價格以當地貨幣顯示，並已包括適用的稅項。']],
        [
          'legal-terms',
          '法律條款',
          [
            'Lumi Beauty {country} 只向{country}的消費者銷售。每張訂單只可使用一個優惠碼；優惠碼不可與積分抵用額同時使用。',
            '獎賞只供已登記的 Beauty Pass 會員兌換，每位顧客每次交易限一份；禮品數量有限，不可轉讓及不設退換。',
            '本條款受{country}法律管轄。',
          ],
        ],
        ['beauty-pass', 'Beauty Pass', ['積分如 18 個月內沒有購物或兌換獎賞將會到期，並可能於送達後最多 3 個工作天才會顯示。']],
      ],
    },
    help: {
      title: '幫助及聯絡我們',
      description: '聯絡 Lumi Beauty {country} 客戶服務。',
      heading: '聯絡客戶服務',
      intro: '我們在{country}的團隊樂意協助您處理訂單、Beauty Pass、登入及其他任何問題。',
      email: '電郵：',
      phone: '電話：',
      hours: '服務時間：',
      referenceId: '如頁面向您顯示參考編號，請提供該編號，方便我們查明發生了甚麼事。',
      links: '請閱讀我們的私隱政策及條款及細則。',
    },
  },
};

type Entry = (type: 'pages', slug: string, status: 'published', title: string, description: string | null, blocks: unknown[]) => unknown;

const fill = (template: string, country: string) => template.replaceAll('{country}', country);
const paragraph = (text: string) => ({ kind: 'paragraph' as const, spans: [{ text }] });

/** The privacy, terms and help entries of one country and language. */
export function legalEntries<E extends Entry>(country: Country, language: Language, countryName: string, entry: E): Array<ReturnType<E>> {
  const c = COPY[language];
  const f = (text: string) => fill(text, countryName);
  const sections = (list: LegalCopy['privacy']['sections']) =>
    list.map(([id, heading, paragraphs]) => ({
      type: 'rich_text',
      id,
      nodes: [{ kind: 'heading_2', spans: [{ text: f(heading) }] }, ...paragraphs.map((p) => paragraph(f(p)))],
    }));
  const contact = CUSTOMER_SERVICE[country];
  return [
    entry('pages', 'privacy', 'published', c.privacy.title, f(c.privacy.description), sections(c.privacy.sections)) as ReturnType<E>,
    entry('pages', 'terms', 'published', c.terms.title, f(c.terms.description), sections(c.terms.sections)) as ReturnType<E>,
    entry('pages', 'help', 'published', c.help.title, f(c.help.description), [
      {
        type: 'rich_text',
        id: 'contact',
        nodes: [
          { kind: 'heading_2', spans: [{ text: c.help.heading }] },
          paragraph(f(c.help.intro)),
          { kind: 'bullet', spans: [{ text: c.help.email, bold: true }, { text: contact.email }] },
          { kind: 'bullet', spans: [{ text: c.help.phone, bold: true }, { text: contact.phone }] },
          { kind: 'bullet', spans: [{ text: c.help.hours, bold: true }, { text: contact.hours[language] }] },
          paragraph(c.help.referenceId),
          { kind: 'paragraph', spans: [{ text: c.help.links, href: '/privacy' }] },
        ],
      },
    ]) as ReturnType<E>,
  ];
}
