// Refuses operations nested deeper than a limit (product → variants → product → … is the
// cheap way to make one request cost thousands). Introspection (__schema, __type) has its
// own, higher limit: GraphiQL's introspection query nests `ofType` many levels deep.
import { type SelectionSetNode, type ValidationRule, Kind } from 'graphql';
import { type FragmentMemo, fragmentMemo, fragmentsOf } from './fragments.ts';
import { QueryLimitError } from './query-limit-error.ts';

export interface DepthLimits {
  maxDepth: number;
  maxIntrospectionDepth: number;
}

export function depthLimit({ maxDepth, maxIntrospectionDepth }: DepthLimits): ValidationRule {
  return (context) => {
    const fragments = fragmentsOf(context.getDocument());

    function depthOf(set: SelectionSetNode, withIntrospection: boolean, memo: FragmentMemo<number>): number {
      let deepest = 0;
      for (const selection of set.selections) {
        let depth = 0;
        if (selection.kind === Kind.FIELD) {
          if (!withIntrospection && selection.name.value.startsWith('__')) continue;
          depth = 1 + (selection.selectionSet ? depthOf(selection.selectionSet, withIntrospection, memo) : 0);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          depth = depthOf(selection.selectionSet, withIntrospection, memo);
        } else {
          const fragment = fragments.get(selection.name.value);
          if (fragment) depth = memo(fragment.name.value, () => depthOf(fragment.selectionSet, withIntrospection, memo));
        }
        deepest = Math.max(deepest, depth);
      }
      return deepest;
    }

    return {
      OperationDefinition(operation) {
        const depth = depthOf(operation.selectionSet, false, fragmentMemo(0));
        if (depth > maxDepth) {
          context.reportError(new QueryLimitError(`Query is ${depth} levels deep; the limit is ${maxDepth}`, 'QUERY_TOO_DEEP', operation));
          return;
        }
        const withIntrospection = depthOf(operation.selectionSet, true, fragmentMemo(0));
        if (withIntrospection > maxIntrospectionDepth) {
          context.reportError(
            new QueryLimitError(`Introspection is ${withIntrospection} levels deep; the limit is ${maxIntrospectionDepth}`, 'QUERY_TOO_DEEP', operation),
          );
        }
      },
    };
  };
}
