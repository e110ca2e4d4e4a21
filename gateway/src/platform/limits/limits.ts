// The query limits in one place (ARCHITECTURE: "Limits on depth, cost, aliases and
// tokens"). Sized so that the storefront's biggest page (a listing of 96 products with
// brands, variants and categories) and GraphiQL's introspection pass with room to spare.
import type { ValidationRule } from 'graphql';
import { MAX_PAGE_SIZE } from '@beauty/contracts/catalog';
import { aliasLimit } from './alias-limit.ts';
import { costLimit } from './cost-limit.ts';
import { depthLimit } from './depth-limit.ts';

export const LIMITS = {
  maxDepth: 10,
  maxIntrospectionDepth: 15,
  maxAliases: 20,
  maxCost: 25_000,
  defaultListSize: 10,
  maxPageSize: MAX_PAGE_SIZE,
  /** Characters of one GraphQL document. */
  maxQueryLength: 16_000,
  /** Lexical tokens of one document (graphql-js parse option). */
  maxTokens: 2_000,
  /** Bytes of one HTTP body (the document plus its variables). */
  maxBodyBytes: 64 * 1024,
} as const;

export const limitRules = (): ValidationRule[] => [
  depthLimit(LIMITS),
  aliasLimit(LIMITS),
  costLimit(LIMITS),
];
