// A query refused for its shape or size, before anything runs. Apollo files validation
// errors under GRAPHQL_VALIDATION_FAILED; formatError (error-format.ts) puts this code back
// so a client can tell "too deep" from "misspelled field".
import { GraphQLError, type ASTNode } from 'graphql';

export type LimitCode = 'QUERY_TOO_DEEP' | 'TOO_MANY_ALIASES' | 'QUERY_TOO_COMPLEX' | 'QUERY_TOO_LARGE';

export class QueryLimitError extends GraphQLError {
  constructor(message: string, code: LimitCode, node?: ASTNode) {
    super(message, { nodes: node, extensions: { code } });
    this.name = 'QueryLimitError';
  }
}
