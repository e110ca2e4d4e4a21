// The category tiles take six tints in turn, by their place in the list: the home page's tiles
// and the content-managed ones alike.
const TILE_TINTS = ['#f8dfe6', '#e9e1f4', '#fbe7d6', '#dcefe6', '#f3ecd9', '#dde9f5'] as const;

/** The style of the tile at this place in its list. */
export const tileTint = (index: number) => ({ background: TILE_TINTS[index % TILE_TINTS.length] });
