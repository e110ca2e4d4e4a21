// Refuses operations whose estimated work is above a limit. The estimate is simple on
// purpose: every field costs 1, and what is selected under a list is counted once per
// expected item: the field's real `first` (literal, variable or default), else
// `defaultListSize`. A page's `nodes`, and a connection's `edges`, inherit the count of their
// paginated parent. Under an interface or union only one concrete type is resolved per item,
// so the dearest type's selection is counted, not the sum of every `... on Type` branch.
import {
  type GraphQLCompositeType,
  type GraphQLField,
  type FieldNode,
  type SelectionSetNode,
  getNamedType,
  getNullableType,
  isAbstractType,
  isCompositeType,
  isListType,
  isObjectType,
  Kind,
  type GraphQLObjectType,
} from 'graphql';
import { argumentsOf, type ResolvedOperation } from './operation-walk.ts';
import { QueryLimitError } from './query-limit-error.ts';

/** The lists of a page whose size is their parent's `first`. */
const PAGE_ITEMS = new Set(['nodes', 'edges']);

export interface CostLimits {
  maxCost: number;
  /** Items assumed in a list that has no `first` argument. */
  defaultListSize: number;
}

export function operationCost(resolved: ResolvedOperation, { defaultListSize }: Pick<CostLimits, 'defaultListSize'>): number {
  const { schema, operation, fragments, variables } = resolved;
  const memo = new Map<string, number>();
  const visiting = new Set<string>();

  function itemsPerField(node: FieldNode, def: GraphQLField<unknown, unknown>): number {
    if (def.args.some((a) => a.name === 'first')) {
      const first = argumentsOf(def, node, variables).first;
      if (typeof first === 'number') return Math.max(first, 0);
    }
    if (isListType(getNullableType(def.type)) && !PAGE_ITEMS.has(node.name.value)) return defaultListSize;
    return 1;
  }

  const applies = (condition: string | undefined, type: GraphQLObjectType): boolean => {
    if (!condition || condition === type.name) return true;
    const on = schema.getType(condition);
    return !!on && isAbstractType(on) && schema.isSubType(on, type);
  };

  /** The cost of a selection on one concrete type. */
  function costOn(set: SelectionSetNode, type: GraphQLObjectType): number {
    let cost = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        // Introspection is bounded by its depth limit, not priced.
        if (selection.name.value.startsWith('__')) continue;
        const def = type.getFields()[selection.name.value];
        if (!def) continue; // an unknown field: validation reported it
        const child = getNamedType(def.type);
        const below = selection.selectionSet && isCompositeType(child) ? costOf(selection.selectionSet, child) : 0;
        cost += 1 + itemsPerField(selection, def) * below;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (applies(selection.typeCondition?.name.value, type)) cost += costOn(selection.selectionSet, type);
      } else {
        const fragment = fragments.get(selection.name.value);
        if (!fragment || !applies(fragment.typeCondition.name.value, type)) continue;
        const key = `${fragment.name.value}@${type.name}`;
        if (visiting.has(key)) continue; // a cycle: NoFragmentCyclesRule reported it
        if (!memo.has(key)) {
          visiting.add(key);
          memo.set(key, costOn(fragment.selectionSet, type));
          visiting.delete(key);
        }
        cost += memo.get(key) ?? 0;
      }
    }
    return cost;
  }

  function costOf(set: SelectionSetNode, type: GraphQLCompositeType): number {
    if (isObjectType(type)) return costOn(set, type);
    return Math.max(0, ...schema.getPossibleTypes(type).map((concrete) => costOn(set, concrete)));
  }

  const root = schema.getRootType(operation.operation);
  return root ? costOn(operation.selectionSet, root) : 0;
}

export function costError(resolved: ResolvedOperation, limits: CostLimits): QueryLimitError | null {
  const cost = operationCost(resolved, limits);
  if (cost <= limits.maxCost) return null;
  return new QueryLimitError(`Query costs ${cost}; the limit is ${limits.maxCost}`, 'QUERY_TOO_COMPLEX', resolved.operation);
}
