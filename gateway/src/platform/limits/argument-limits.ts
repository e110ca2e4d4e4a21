// Refuses argument values no shopper types, before any resolver and so before any REST
// call (issue 10 items 4 and 5): a page size below 0 or above the biggest page, a list of
// more than 250 items, a string longer than its maximum, with a NUL character or with a
// lone UTF-16 surrogate (which no UTF-8 system downstream can store). Every string has a
// maximum: the schema's `@maxLength(characters:)` on the argument or input field, else
// `maxStringLength`. Values are checked as the executor will pass them: literals,
// variables and defaults alike.
import {
  type FieldNode,
  type GraphQLArgument,
  type GraphQLCompositeType,
  type GraphQLInputField,
  type GraphQLInputType,
  type SelectionSetNode,
  getNamedType,
  getNullableType,
  isCompositeType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
} from 'graphql';
import { argumentsOf, type ResolvedOperation } from './operation-walk.ts';
import { QueryLimitError } from './query-limit-error.ts';

export interface ArgumentLimits {
  /** The most a `first`, `last` or `limit` argument may ask for. */
  maxPageSize: number;
  /** Items of one list argument (ids, filters). */
  maxListLength: number;
  /** Characters of a string argument without its own `@maxLength`. */
  maxStringLength: number;
}

const PAGE_SIZES = new Set(['first', 'last', 'limit']);
const OFFSETS = new Set(['offset', 'skip']);
const LONE_SURROGATE = /\p{Cs}/u;

function declaredMaxLength(input: GraphQLArgument | GraphQLInputField): number | undefined {
  const directive = input.astNode?.directives?.find((d) => d.name.value === 'maxLength');
  const value = directive?.arguments?.find((a) => a.name.value === 'characters')?.value;
  return value?.kind === Kind.INT ? Number(value.value) : undefined;
}

/** Why `value` is refused, or null. `where` names it for the shopper: input.email, ids[3]. */
function valueProblem(
  value: unknown,
  type: GraphQLInputType,
  input: GraphQLArgument | GraphQLInputField,
  where: string,
  limits: ArgumentLimits,
): string | null {
  if (value === null || value === undefined) return null;
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    if (!Array.isArray(value)) return valueProblem(value, nullable.ofType, input, where, limits);
    if (value.length > limits.maxListLength) return `${where} has ${value.length} items; the limit is ${limits.maxListLength}`;
    for (const [i, item] of value.entries()) {
      const problem = valueProblem(item, nullable.ofType, input, `${where}[${i}]`, limits);
      if (problem) return problem;
    }
    return null;
  }
  if (isInputObjectType(nullable)) {
    const fields = nullable.getFields();
    for (const [name, field] of Object.entries(fields)) {
      const problem = valueProblem((value as Record<string, unknown>)[name], field.type, field, `${where}.${name}`, limits);
      if (problem) return problem;
    }
    return null;
  }
  if (typeof value === 'string') {
    const max = declaredMaxLength(input) ?? limits.maxStringLength;
    if (value.length > max) return `${where} is longer than ${max} characters`;
    if (value.includes('\0')) return `${where} contains a NUL character`;
    if (LONE_SURROGATE.test(value)) return `${where} is not valid Unicode text`;
    return null;
  }
  if (typeof value === 'number') {
    const name = input.name;
    if (PAGE_SIZES.has(name) && (value < 0 || value > limits.maxPageSize)) {
      return `${where} must be between 0 and ${limits.maxPageSize}`;
    }
    if (OFFSETS.has(name) && value < 0) return `${where} must be 0 or more`;
  }
  return null;
}

export function argumentError(resolved: ResolvedOperation, limits: ArgumentLimits): QueryLimitError | null {
  const { schema, operation, fragments, variables } = resolved;
  const seen = new Set<string>();

  function fieldProblem(node: FieldNode, type: GraphQLCompositeType): QueryLimitError | null {
    const def = isObjectType(type) || isInterfaceType(type) ? type.getFields()[node.name.value] : undefined;
    if (!def?.args.length) return null; // defaults count too: products(first: Int = 24)
    const values = argumentsOf(def, node, variables);
    for (const arg of def.args) {
      const problem = valueProblem(values[arg.name], arg.type, arg, arg.name, limits);
      if (problem) {
        return new QueryLimitError(`${node.name.value}: ${problem}`, 'BAD_USER_INPUT', node, {
          field: node.name.value,
          argument: arg.name,
        });
      }
    }
    return null;
  }

  function walk(set: SelectionSetNode, type: GraphQLCompositeType): QueryLimitError | null {
    for (const selection of set.selections) {
      let problem: QueryLimitError | null = null;
      if (selection.kind === Kind.FIELD) {
        problem = fieldProblem(selection, type);
        const def = isObjectType(type) || isInterfaceType(type) ? type.getFields()[selection.name.value] : undefined;
        const child = def && getNamedType(def.type);
        if (!problem && selection.selectionSet && child && isCompositeType(child)) problem = walk(selection.selectionSet, child);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        if (on && isCompositeType(on)) problem = walk(selection.selectionSet, on);
      } else {
        const fragment = fragments.get(selection.name.value);
        const on = fragment && schema.getType(fragment.typeCondition.name.value);
        // A fragment's arguments are the same wherever it is spread: check it once.
        if (fragment && on && isCompositeType(on) && !seen.has(fragment.name.value)) {
          seen.add(fragment.name.value);
          problem = walk(fragment.selectionSet, on);
        }
      }
      if (problem) return problem;
    }
    return null;
  }

  const root = schema.getRootType(operation.operation);
  return root ? walk(operation.selectionSet, root) : null;
}
