// The assistant's tools are GraphQL operations of this gateway (issue 17 item 2), executed
// against its own schema with the asking shopper's context: the same resolvers, caches,
// locale and session as the storefront, so the assistant can read exactly what this
// shopper may read and nothing else. The tools only read; adding to the bag is a button
// the shopper presses (the storefront's own mutation).
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { execute, type GraphQLSchema } from 'graphql';
import type { GatewayContext } from '../context.ts';
import {
  TOOL_DOCUMENTS as documents,
  type ToolActivity,
  type ToolBeautyPass,
  type ToolOrder,
  type ToolProduct,
  type ToolProductDetail,
  type ToolSlotCalendar,
  type ToolSlotDay,
  type ToolStoreList,
} from './tool-documents.ts';
import type { AssistantProductsQueryVariables } from './__generated__/graphql.ts';

export type { ToolOrder, ToolProduct, ToolProductDetail } from './tool-documents.ts';

export class ToolError extends Error {}

export interface Tools {
  products(args: {
    category?: string;
    brand?: string;
    query?: string;
    sort?: string;
    first: number;
    filter?: Record<string, unknown>;
  }): Promise<{ totalCount: number; nodes: ToolProduct[] }>;
  product(slug: string): Promise<ToolProductDetail | null>;
  search(query: string): Promise<ToolProduct[]>;
  brands(): Promise<Array<{ slug: string; name: string }>>;
  /** null for a guest: the operation answers me = null. */
  orders(): Promise<ToolOrder[] | null>;
  /** The site country's stores, nearest first from a typed city or postcode. */
  stores(place?: string): Promise<ToolStoreList>;
  activities(args: { kind?: 'SERVICE' | 'CLASS'; storeId?: string }): Promise<ToolActivity[]>;
  slotCalendar(args: { activityId: string; storeId: string; from?: string; days: number }): Promise<ToolSlotCalendar>;
  timeSlots(args: { activityId: string; storeId: string; date: string }): Promise<ToolSlotDay>;
  /** The member's own Beauty Pass; null for a guest (me = null). */
  points(): Promise<ToolBeautyPass | null>;
  /** How many tool calls this turn made (bounded per turn). */
  readonly calls: number;
}

/** At most this many operations per question: a parser loop or a model cannot run away. */
export const TOOL_CALL_BUDGET = 6;

export function createTools(schema: GraphQLSchema, ctx: GatewayContext): Tools {
  let calls = 0;
  async function run<T, V>(document: TypedDocumentNode<T, V>, variables?: V): Promise<T> {
    calls += 1;
    if (calls > TOOL_CALL_BUDGET) throw new ToolError('tool call budget spent');
    const result = await execute({ schema, document, variableValues: (variables ?? {}) as Record<string, unknown>, contextValue: ctx });
    if (result.errors?.length) throw new ToolError(result.errors.map((e) => e.message).join('; '));
    return result.data as T;
  }
  return {
    get calls() {
      return calls;
    },
    // The sort and filter come as the model or the engine wrote them: the schema checks them
    // when the operation runs (an unknown sort is a ToolError), so they pass as variables.
    products: async (args) => {
      const { totalCount, edges } = (await run(documents.products, args as AssistantProductsQueryVariables)).productConnection;
      return { totalCount, nodes: edges.map((edge) => edge.node) };
    },
    product: async (slug) => (await run(documents.product, { slug })).product,
    search: async (query) => (await run(documents.search, { query })).search.products,
    brands: async () => (await run(documents.brands)).brands,
    orders: async () => (await run(documents.orders)).me?.orderConnection.edges.map((edge) => edge.node) ?? null,
    stores: async (place) => (await run(documents.stores, place ? { place } : {})).storeLocator,
    activities: async (args) => (await run(documents.activities, args)).activities,
    slotCalendar: async (args) => (await run(documents.slotCalendar, args)).slotCalendar,
    timeSlots: async (args) => (await run(documents.timeSlots, args)).timeSlots,
    points: async () => (await run(documents.points)).me?.beautyPass ?? null,
  };
}
