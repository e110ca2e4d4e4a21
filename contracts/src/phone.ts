// Mobile numbers (issue 33 item 9): one parser for the account, checkout and booking
// schemas, so a number is accepted or refused the same way everywhere and kept in one form,
// E.164 (+6591234567). libphonenumber-js's "mobile" metadata knows each country's mobile
// ranges, so a landline or a number too short for its country is refused, not just a string
// of the wrong length. That metadata is about 24 KB gzip: the web must not load this module
// on a first visit (docs/decisions/0120-storefront-weight.md). It takes the calling codes
// from calling-codes.ts, and only the account, checkout and booking schemas import it
// (docs/decisions/0156-mobile-numbers-in-e164.md).
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { z } from 'zod';
import { COUNTRY_CALLING_CODES } from './calling-codes.ts';
import type { Country } from './locale.ts';

/** A calling code as a shopper picks it: "+" and 1 to 4 digits, never starting with 0. */
export const CALLING_CODE = /^\+[1-9]\d{0,3}$/;

/** The longest number as typed (spaces and dashes included) that is worth parsing. */
export const MOBILE_TEXT_MAX = 30;

// How a shopper writes a number: digits with spaces, dashes, dots or brackets, maybe a
// leading "+". libphonenumber-js would also pick a number out of "call 9123 4567" or keep
// an extension: neither is a mobile we can text, so both are refused before it parses.
const WRITTEN = /^\+?[\d\s\-().]+$/;

export interface Mobile {
  /** +6591234567 */
  e164: string;
  /** +65 */
  callingCode: string;
  /** The national significant number, digits only, without the trunk 0: 91234567. */
  number: string;
  /** The country the number belongs to (ISO 3166-1 alpha-2), when libphonenumber-js can tell. */
  country: string | undefined;
}

/**
 * A mobile number in E.164, or undefined when it is not a valid mobile of its country.
 * `text` is the national number as the country writes it (spaces, dashes and a trunk 0 are
 * fine), or a full international number with "+" (then `callingCode` is not used).
 * `callingCode` ("+65") or `country` ("SG") says whose national number it is.
 */
export function parseMobile(text: string, where: { callingCode: string } | { country: Country }): Mobile | undefined {
  const written = text.trim();
  if (written.length > MOBILE_TEXT_MAX || !WRITTEN.test(written)) return undefined;
  const callingCode = 'callingCode' in where ? where.callingCode : COUNTRY_CALLING_CODES[where.country];
  if (!CALLING_CODE.test(callingCode)) return undefined;
  const parsed = parsePhoneNumberFromString(written, {
    defaultCallingCode: callingCode.slice(1),
    ...('country' in where ? { defaultCountry: where.country satisfies CountryCode } : {}),
  });
  // The mobile metadata makes isValid() true for mobile numbers only.
  if (!parsed?.isValid() || parsed.ext) return undefined;
  return { e164: parsed.number, callingCode: `+${parsed.countryCallingCode}`, number: parsed.nationalNumber, country: parsed.country };
}

/** What a mobile in the REST bodies says when libphonenumber-js refuses it. */
export const INVALID_MOBILE_MESSAGE = 'Enter a valid mobile number';

/**
 * The shared check of a mobile given as a calling code and a national number (the account's
 * `number`, the checkout's `phoneNumber`): the number must be a valid mobile of the calling
 * code's country, and is passed on normalised (the calling code libphonenumber-js reads and
 * the national digits), so calling code + number is the E.164 form. Which country the site
 * accepts is the api's check, with its own error (MOBILE_COUNTRY on the account, the calling
 * code's field at checkout). A refused number is an issue on the number's field, as it was
 * when a regex checked it, so the gateway and the web point at the same field.
 */
export function mobileFieldsSchema<K extends string>(numberKey: K, message: string = INVALID_MOBILE_MESSAGE) {
  const shape = { callingCode: z.string().regex(CALLING_CODE), [numberKey]: z.string().max(MOBILE_TEXT_MAX) } as {
    callingCode: z.ZodString;
  } & Record<K, z.ZodString>;
  return z.object(shape).transform((value, ctx) => {
    const fields = value as { callingCode: string } & Record<K, string>;
    const mobile = parseMobile(fields[numberKey], { callingCode: fields.callingCode });
    if (!mobile) {
      ctx.addIssue({ code: 'custom', message, path: [numberKey], input: fields[numberKey] });
      return z.NEVER;
    }
    return { ...fields, callingCode: mobile.callingCode, [numberKey]: mobile.number } as typeof fields;
  });
}

/**
 * The shared check of a phone number given as one text (the booking form's): a national
 * number of `country`, or any country's with "+", that must be a valid mobile; passed on in
 * E.164. Blank is the caller's to allow or not (the booking form's phone is optional).
 */
export function mobileTextSchema(country: Country, message: string = INVALID_MOBILE_MESSAGE) {
  return z.string().transform((text, ctx) => {
    const mobile = parseMobile(text, { country });
    if (!mobile) {
      ctx.addIssue({ code: 'custom', message, input: text });
      return z.NEVER;
    }
    return mobile.e164;
  });
}
