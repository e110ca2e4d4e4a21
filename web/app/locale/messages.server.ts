// The server renders any language, so it holds all four message files; the browser
// loads only the page's language (load-messages.ts).
import type { Language } from '@beauty/contracts/locale';
import en from './messages/en.json';
import id from './messages/id.json';
import th from './messages/th.json';
import zh from './messages/zh.json';
import type { Messages } from './i18n';

export const MESSAGES: Record<Language, Messages> = { en, id, th, zh } as Record<Language, Messages>;
