// The browser downloads the messages of the page's language only (a chunk each).
import type { Language } from '@beauty/contracts/locale';
import type { Messages } from './i18n';

const loaders: Record<Language, () => Promise<{ default: unknown }>> = {
  en: () => import('./messages/en.json'),
  id: () => import('./messages/id.json'),
  th: () => import('./messages/th.json'),
  zh: () => import('./messages/zh.json'),
};

export async function loadMessages(language: Language): Promise<Messages> {
  const module = await loaders[language]();
  return module.default as Messages;
}
