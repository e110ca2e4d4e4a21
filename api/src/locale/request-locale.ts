// The site locale of a REST request (decision 0001 "Headers"): the country from
// x-site-country (lower case on the wire), the language from accept-language. Missing
// means SG and the country's default language; an unknown country, or a language the
// country does not allow, is 400 INVALID_LOCALE rather than a silent fallback, so a
// caller's bug shows up instead of serving the wrong shop.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../platform/http-errors.ts';
import {
  COUNTRY_CURRENCY,
  COUNTRY_LANGUAGES,
  DEFAULT_COUNTRY,
  REST_HEADERS,
  defaultLanguage,
  parseCountry,
  parseLanguage,
  type Country,
  type Currency,
  type Language,
} from '@beauty/contracts/locale';

/**
 * The locale headers, for the OpenAPI document and route schemas. They are resolved (and
 * refused) by the onRequest hook below, before schema validation, so these stay loose.
 */
export const localeHeadersSchema = z.looseObject({
  [REST_HEADERS.country]: z.string().max(20).optional().describe('Site country, lower case (au hk id my nz ph sg th); default sg'),
  [REST_HEADERS.language]: z.string().max(200).optional().describe("Language allowed in the country (en id th zh); default the country's first"),
});

export interface RequestLocale {
  country: Country;
  language: Language;
  currency: Currency;
}

declare module 'fastify' {
  interface FastifyRequest {
    siteLocale: RequestLocale;
  }
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || undefined;
};

export function resolveLocale(countryHeader: string | undefined, languageHeader: string | undefined): RequestLocale {
  const country = countryHeader === undefined ? DEFAULT_COUNTRY : parseCountry(countryHeader);
  if (!country) {
    throw badRequest('INVALID_LOCALE', `Unknown site country "${countryHeader?.slice(0, 20)}"`, {
      header: REST_HEADERS.country,
      allowed: Object.keys(COUNTRY_LANGUAGES),
    });
  }
  // "accept-language: *" asks for nothing in particular; a browser-style list is read by its first entry.
  const wanted = languageHeader === undefined || languageHeader === '*' ? undefined : languageHeader.split(',')[0];
  const language = wanted === undefined ? defaultLanguage(country) : parseLanguage(country, wanted);
  if (!language) {
    throw badRequest('INVALID_LOCALE', `Language "${wanted?.slice(0, 20)}" is not offered in ${country}`, {
      header: REST_HEADERS.language,
      allowed: COUNTRY_LANGUAGES[country],
    });
  }
  return { country, language, currency: COUNTRY_CURRENCY[country] };
}

/** Resolves the locale of every request in this scope before it is validated or handled. */
export function installRequestLocale(app: FastifyInstance): void {
  app.decorateRequest('siteLocale', null as unknown as RequestLocale);
  app.addHook('onRequest', async (request) => {
    request.siteLocale = resolveLocale(header(request, REST_HEADERS.country), header(request, REST_HEADERS.language));
  });
}
