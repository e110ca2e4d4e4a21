// The document title of docs/product.md#page-title: the page title, a separator, then the country's site
// title ("Lumi Beauty Singapore", "Lumi Beauty ประเทศไทย", "Lumi Beauty 香港").
export const TITLE_SEPARATOR = ' | ';

export function buildTitle(pageTitle: string | undefined, siteTitle: string): string {
  const page = pageTitle?.trim();
  return page ? `${page}${TITLE_SEPARATOR}${siteTitle}` : siteTitle;
}
