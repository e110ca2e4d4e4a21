// Refuses operations whose estimated work is above a limit. The estimate is simple on
// purpose: every field costs 1, and what is selected under a list is counted once per
// expected item — `first` when the field has one (a variable counts as the largest page),
// else `defaultListSize`. A page's `nodes` inherit the count of their paginated parent.
import {
  type FieldNode,
  type GraphQLField,
  type GraphQLNamedType,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
  getNamedType,
  getNullableType,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
} from 'graphql';
import { type FragmentMemo, fragmentMemo, fragmentsOf } from './fragments.ts';
import { QueryLimitError } from './query-limit-error.ts';

export interface CostLimits {
  maxCost: number;
  /** Items assumed in a list that has no `first` argument. */
  defaultListSize: number;
  /** Items assumed for `first: $variable` (the variables are not known at validation). */
  maxPageSize: number;
}

export function costLimit({ maxCost, defaultListSize, maxPageSize }: CostLimits): ValidationRule {
  return (context) => {
    const schema = context.getSchema();
    const fragments = fragmentsOf(context.getDocument());

    function itemsPerField(field: FieldNode, def: GraphQLField<unknown, unknown>, operation: OperationDefinitionNode): number {
      const first = field.arguments?.find((a) => a.name.value === 'first')?.value;
      if (first?.kind === Kind.INT) return Number(first.value);
      if (first?.kind === Kind.VARIABLE) {
        const declared = operation.variableDefinitions?.find((v) => v.variable.name.value === first.name.value);
        return declared?.defaultValue?.kind === Kind.INT ? Number(declared.defaultValue.value) : maxPageSize;
      }
      const firstDefault = def.args.find((a) => a.name === 'first')?.defaultValue;
      if (typeof firstDefault === 'number') return firstDefault;
      if (isListType(getNullableType(def.type)) && field.name.value !== 'nodes') return defaultListSize;
      return 1;
    }

    function costOf(
      set: SelectionSetNode,
      type: GraphQLNamedType | undefined,
      operation: OperationDefinitionNode,
      memo: FragmentMemo<number>,
    ): number {
      let cost = 0;
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          // Introspection is bounded by its depth limit, not priced.
          if (selection.name.value.startsWith('__')) continue;
          const def = isObjectType(type) || isInterfaceType(type) ? type.getFields()[selection.name.value] : undefined;
          if (!def) continue; // an unknown field: FieldsOnCorrectTypeRule reports it
          const child = getNamedType(def.type);
          const below =
            selection.selectionSet && isCompositeType(child) ? costOf(selection.selectionSet, child, operation, memo) : 0;
          cost += 1 + itemsPerField(selection, def, operation) * below;
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          const on = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
          cost += costOf(selection.selectionSet, on, operation, memo);
        } else {
          const fragment = fragments.get(selection.name.value);
          if (!fragment) continue;
          const on = schema.getType(fragment.typeCondition.name.value);
          cost += memo(fragment.name.value, () => costOf(fragment.selectionSet, on, operation, memo));
        }
      }
      return cost;
    }

    return {
      OperationDefinition(operation) {
        const root = schema.getRootType(operation.operation) ?? undefined;
        const cost = costOf(operation.selectionSet, root, operation, fragmentMemo(0));
        if (cost > maxCost) {
          context.reportError(
            new QueryLimitError(`Query costs ${cost}; the limit is ${maxCost}`, 'QUERY_TOO_COMPLEX', operation),
          );
        }
      },
    };
  };
}
