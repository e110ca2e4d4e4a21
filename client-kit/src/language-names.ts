import type { Language } from '@beauty/contracts/locale';

/** Language names as their speakers write them, the same in every interface language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  id: 'Bahasa Indonesia',
  th: 'ไทย',
  zh: '中文',
};
