// What the operation limits see of a request once its variables are known: the schema,
// the operation, its fragments and the coerced variable values. Argument values are read
// the way the executor will read them (literals, variables and defaults alike), so a limit
// cannot be dodged by moving a number into a variable.
import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  getArgumentValues,
  getVariableValues,
} from 'graphql';
import { fragmentsOf } from './fragments.ts';
import { QueryLimitError } from './query-limit-error.ts';

export interface ResolvedOperation {
  schema: GraphQLSchema;
  operation: OperationDefinitionNode;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
}

/**
 * The operation with its variables coerced, or the first reason they do not fit their
 * declared types. Refused here rather than by the executor: given a list of 300 bad enum
 * values the executor stops at 50 with an error that has no code (so, to Apollo, an
 * internal one).
 */
export function resolveOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  inputs: Record<string, unknown> | undefined,
): ResolvedOperation | QueryLimitError {
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], inputs ?? {}, { maxErrors: 1 });
  if (coerced.errors) return new QueryLimitError(coerced.errors[0]!.message, 'BAD_USER_INPUT', operation);
  return { schema, operation, fragments: fragmentsOf(document), variables: coerced.coerced };
}

/** The field's arguments as its resolver will receive them, defaults applied. */
export function argumentsOf(def: GraphQLField<unknown, unknown>, node: FieldNode, variables: Record<string, unknown>): Record<string, unknown> {
  try {
    return getArgumentValues(def, node, variables);
  } catch {
    return {}; // a value the executor will refuse on its own (validation let it through)
  }
}
