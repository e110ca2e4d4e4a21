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

export interface ResolvedOperation {
  schema: GraphQLSchema;
  operation: OperationDefinitionNode;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
}

/**
 * null when the variables do not fit their declared types: the executor then answers
 * BAD_USER_INPUT itself, before any resolver.
 */
export function resolveOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  inputs: Record<string, unknown> | undefined,
): ResolvedOperation | null {
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], inputs ?? {}, { maxErrors: 1 });
  if (coerced.errors) return null;
  return { schema, operation, fragments: fragmentsOf(document), variables: coerced.coerced };
}

/** The field's arguments as its resolver will receive them, defaults applied. */
export function argumentsOf(
  def: GraphQLField<unknown, unknown>,
  node: FieldNode,
  variables: Record<string, unknown>,
): Record<string, unknown> {
  try {
    return getArgumentValues(def, node, variables);
  } catch {
    return {}; // a value the executor will refuse on its own (validation let it through)
  }
}
