// The BCP 47 tag of a site and language, e.g. th-TH, zh-HK, en-SG: for <html lang>, Intl
// and i18next in the web, and for the gateway's assistant answers. Its own module without
// zod, so the browser bundle takes it without the schemas of ./locale.ts.
export function localeTag(locale: { country: string; language: string }): string {
  return `${locale.language}-${locale.country}`;
}
