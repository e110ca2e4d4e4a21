// Seeded text in the four languages: the request's language, else English.
import type { Language } from '@beauty/contracts/locale';

export type LocalizedText = Partial<Record<Language, string>>;

export const pick = (text: LocalizedText, language: Language): string => text[language] ?? text.en ?? '';
