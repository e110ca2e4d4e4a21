// The beauty profile's choices and its points, with no imports: the dashboard's form shows
// them from here without loading zod or the phone metadata that profile.ts's schemas bring
// (docs/decisions/0120-storefront-weight.md); profile.ts re-exports them for the api.

export const SKIN_TYPES = ['normal', 'dry', 'oily', 'combination', 'sensitive'] as const;
export const SKIN_TONES = ['fair', 'light', 'medium', 'tan', 'deep', 'rich'] as const;
export const SKIN_CONCERNS = ['acne', 'ageing', 'dark_spots', 'dullness', 'dryness', 'pores', 'redness', 'oiliness', 'dark_circles', 'uneven_texture'] as const;
export const HAIR_TYPES = ['straight', 'wavy', 'curly', 'coily'] as const;
export const EYE_COLOURS = ['brown', 'black', 'hazel', 'green', 'blue', 'grey'] as const;

/** Points for completing the beauty profile the first time (docs/product.md#point-sources source completed_beauty_profile). */
export const BEAUTY_PROFILE_POINTS = 100;
