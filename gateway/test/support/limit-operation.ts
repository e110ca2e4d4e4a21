// The limit tests' view of a request: a document against the real schema, with variables,
// resolved as operation-limits.ts resolves it before execution.
import { type OperationDefinitionNode, Kind, parse } from 'graphql';
import { buildSchema } from '../../src/schema.ts';
import { type ResolvedOperation, resolveOperation } from '../../src/platform/limits/operation-walk.ts';
import { QueryLimitError } from '../../src/platform/limits/query-limit-error.ts';

const schema = buildSchema();

export function resolved(query: string, variables: Record<string, unknown> = {}): ResolvedOperation {
  const document = parse(query);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const result = operation && resolveOperation(schema, document, operation, variables);
  if (!result || result instanceof QueryLimitError) throw new Error(`variables do not fit: ${JSON.stringify(variables)}`);
  return result;
}
