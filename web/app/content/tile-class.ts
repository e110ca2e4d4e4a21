// The category tiles take six tints in turn, by their place in the list (app.css,
// .category-tile--0 to --5): the home page's tiles and the content-managed ones alike.
const TINTS = 6;

/** The class of the tile at this place in its list. */
export const tileClass = (index: number) => `category-tile category-tile--${index % TINTS}`;
