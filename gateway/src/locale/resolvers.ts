// The locale the request is served in, as the gateway resolved it (no REST call).
import { COUNTRY_LANGUAGES } from '@beauty/contracts/locale';
import type { Resolvers } from '../__generated__/resolvers-types.ts';

export const localeResolvers: Resolvers = {
  Query: {
    locale: (_, __, { locale }) => ({ ...locale, languages: [...COUNTRY_LANGUAGES[locale.country]] }),
  },
};
