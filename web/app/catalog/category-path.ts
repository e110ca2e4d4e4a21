// The category a listing URL names: /pages/categories/{top}/{category?}/{sub?} and
// /brands/{slug}/{top?}/{category?}/{sub?} both name it by up to three slugs.

/** A URL segment that can be a brand or category slug. */
export const SLUG = /^[a-z0-9][a-z0-9-]*$/;

interface CategoryParams {
  topCategory?: string | undefined;
  category?: string | undefined;
  subCategory?: string | undefined;
}

/** The category segments present in the URL, in order. */
export function categorySegments(params: CategoryParams): string[] {
  return [params.topCategory, params.category, params.subCategory].filter((s): s is string => Boolean(s));
}

/** The category path ("makeup/lips"); null when the URL names none, undefined when a segment cannot be a slug. */
export function categoryPathOf(params: CategoryParams): string | null | undefined {
  const segments = categorySegments(params);
  if (segments.length === 0) return null;
  return segments.every((s) => SLUG.test(s)) ? segments.join('/') : undefined;
}
