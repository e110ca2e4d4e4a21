// The tools as the model sees them (decision 0113): each tool's parameters are one zod
// schema. The JSON schema the model is sent is that schema's `z.toJSONSchema`, and the
// arguments the model sends back are parsed with the same schema, so what the model is told
// and what model-tools.ts accepts cannot drift apart. Categories and concerns are the
// embedded engine's own tables, so both engines search the catalogue the same way.
import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions';
import { z } from 'zod';
import { ModelError, type ToolCall } from './model-client.ts';
import { CONCERNS, PRODUCT_TYPES } from './vocabulary.ts';

export const CATEGORIES = [...new Set(PRODUCT_TYPES.map((t) => t.category))];
const CONCERN_KEYS = CONCERNS.map((c) => c.key);
export const PRODUCT_SORTS = ['FEATURED', 'TOP_RATED', 'PRICE_LOW_TO_HIGH', 'NEWEST'] as const;

const id = z.string().min(1).max(64);

/** Each tool: what it is for, and its parameters. */
export const MODEL_TOOLS = {
  search_products: {
    description: 'Products of this site in stock or not, with live prices. Use a category and/or words; prices in whole units of the site currency.',
    parameters: z.object({
      query: z.string().max(100).optional().describe('Words to search for (brand, product name, ingredient).'),
      category: z.enum(CATEGORIES).optional(),
      concern: z.enum(CONCERN_KEYS).optional().describe('Keep products whose highlights answer this concern.'),
      max_price: z.number().nonnegative().optional(),
      min_price: z.number().nonnegative().optional(),
      sort: z.enum(PRODUCT_SORTS).optional(),
    }),
  },
  get_product: {
    description: 'One product by slug, with its shades in stock.',
    parameters: z.object({ slug: z.string().min(1).max(200) }),
  },
  find_stores: {
    description:
      "This site's stores with today's hours (store local time) and whether each is open now; nearest first from a place (a city or postcode) when given.",
    parameters: z.object({
      place: z.string().max(80).optional().describe('A city, district, mall or postcode, in Latin letters.'),
    }),
  },
  list_activities: {
    description: 'Beauty services and classes that can be booked, with duration, price, the stores that offer them and a class’s next sessions.',
    parameters: z.object({ kind: z.enum(['SERVICE', 'CLASS']).optional() }),
  },
  free_slots: {
    description: 'Free start times of a service at one store on the first day with any in the next few days (store local time).',
    parameters: z.object({
      activity_id: id,
      store_id: id,
      from_date: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .optional()
        .describe('YYYY-MM-DD in the store zone; today when absent.'),
    }),
  },
  my_orders: {
    description: "The signed-in shopper's latest orders; signed_in false for a guest.",
    parameters: z.object({}),
  },
  my_points: {
    description: "The signed-in member's Beauty Pass: points, tier progress, expiring points; signed_in false for a guest.",
    parameters: z.object({}),
  },
} satisfies Record<string, { description: string; parameters: z.ZodObject }>;

export type ToolName = keyof typeof MODEL_TOOLS;

/** A call the model made, its arguments parsed: the name tells the arguments' type. */
export type ParsedToolCall = { [N in ToolName]: { name: N; args: z.infer<(typeof MODEL_TOOLS)[N]['parameters']> } }[ToolName];

export const MODEL_TOOL_SPECS: ChatCompletionFunctionTool[] = Object.entries(MODEL_TOOLS).map(([name, tool]) => ({
  type: 'function',
  function: { name, description: tool.description, parameters: z.toJSONSchema(tool.parameters) },
}));

const isToolName = (name: string): name is ToolName => Object.hasOwn(MODEL_TOOLS, name);

/**
 * The model's arguments, parsed with the schema the model was sent. Anything else (not
 * JSON, not an object, a value the schema refuses, an unknown tool) is malformed output: a
 * ModelError, and the embedded engine answers the turn. A null is taken as an absent
 * value: models often send one for a parameter they leave out.
 */
export function parseToolCall(call: ToolCall): ParsedToolCall {
  const { name } = call.function;
  if (!isToolName(name)) throw new ModelError('malformed', 'an unknown tool');
  let json: unknown;
  try {
    json = JSON.parse(call.function.arguments || '{}');
  } catch {
    throw new ModelError('malformed', 'tool arguments that are not JSON');
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw new ModelError('malformed', 'tool arguments that are not a JSON object');
  const present = Object.fromEntries(Object.entries(json).filter(([, value]) => value !== null));
  const parsed = MODEL_TOOLS[name].parameters.safeParse(present);
  // The path, never its value: the arguments may carry the shopper's words.
  if (!parsed.success)
    throw new ModelError('malformed', `${name} arguments the schema refuses (${parsed.error.issues.map((i) => i.path.join('.')).join(', ')})`);
  return { name, args: parsed.data } as ParsedToolCall;
}
