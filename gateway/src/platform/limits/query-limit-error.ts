// A query refused for its shape, size or argument values, before anything runs. Apollo
// files validation errors under GRAPHQL_VALIDATION_FAILED; formatError (error-format.ts)
// puts this code back so a client can tell "too deep" from "misspelled field". The status
// is for refusals made after validation (operation-limits.ts), which Apollo would
// otherwise answer with 500.
import { GraphQLError, type ASTNode } from 'graphql';
import type { LimitCode } from '../graphql-errors.ts';

export class QueryLimitError extends GraphQLError {
  constructor(message: string, code: LimitCode, node?: ASTNode, extensions: Record<string, unknown> = {}) {
    super(message, { nodes: node, extensions: { code, ...extensions, http: { status: 400 } } });
    this.name = 'QueryLimitError';
  }
}
