// The tools as the model sees them (decision 0113): OpenAI function definitions of what
// model-tools.ts runs. Categories and concerns are the embedded engine's own tables, so
// both engines search the catalogue the same way.
import { CONCERNS, PRODUCT_TYPES } from './vocabulary.ts';

export const CATEGORIES = [...new Set(PRODUCT_TYPES.map((t) => t.category))];
const CONCERN_KEYS = CONCERNS.map((c) => c.key);

const fn = (name: string, description: string, properties: Record<string, unknown> = {}, required: string[] = []) => ({
  type: 'function',
  function: { name, description, parameters: { type: 'object', properties, required, additionalProperties: false } },
});

export const MODEL_TOOL_SPECS = [
  fn('search_products', 'Products of this site in stock or not, with live prices. Use a category and/or words; prices in whole units of the site currency.', {
    query: { type: 'string', description: 'Words to search for (brand, product name, ingredient).' },
    category: { type: 'string', enum: CATEGORIES },
    concern: { type: 'string', enum: CONCERN_KEYS, description: 'Keep products whose highlights answer this concern.' },
    max_price: { type: 'number' },
    min_price: { type: 'number' },
    sort: { type: 'string', enum: ['FEATURED', 'TOP_RATED', 'PRICE_LOW_TO_HIGH', 'NEWEST'] },
  }),
  fn('get_product', 'One product by slug, with its shades in stock.', { slug: { type: 'string' } }, ['slug']),
  fn(
    'find_stores',
    "This site's stores with today's hours (store local time) and whether each is open now; nearest first from a place (a city or postcode) when given.",
    {
      place: { type: 'string', description: 'A city, district, mall or postcode, in Latin letters.' },
    },
  ),
  fn('list_activities', 'Beauty services and classes that can be booked, with duration, price, the stores that offer them and a class’s next sessions.', {
    kind: { type: 'string', enum: ['SERVICE', 'CLASS'] },
  }),
  fn(
    'free_slots',
    'Free start times of a service at one store on the first day with any in the next few days (store local time).',
    {
      activity_id: { type: 'string' },
      store_id: { type: 'string' },
      from_date: { type: 'string', description: 'YYYY-MM-DD in the store zone; today when absent.' },
    },
    ['activity_id', 'store_id'],
  ),
  fn('my_orders', "The signed-in shopper's latest orders; signed_in false for a guest."),
  fn('my_points', "The signed-in member's Beauty Pass: points, tier progress, expiring points; signed_in false for a guest."),
];
