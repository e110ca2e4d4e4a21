// Refuses operations with too many aliases: `a1: product(slug:…) a2: product(slug:…) …`
// is the way to make one request run a field a thousand times. Aliases are counted as
// executed, so a fragment spread in five places counts five times.
import { type SelectionSetNode, type ValidationRule, Kind } from 'graphql';
import { type FragmentMemo, fragmentMemo, fragmentsOf } from './fragments.ts';
import { QueryLimitError } from './query-limit-error.ts';

export function aliasLimit({ maxAliases }: { maxAliases: number }): ValidationRule {
  return (context) => {
    const fragments = fragmentsOf(context.getDocument());

    function aliasesIn(set: SelectionSetNode, memo: FragmentMemo<number>): number {
      let count = 0;
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          if (selection.alias) count += 1;
          if (selection.selectionSet) count += aliasesIn(selection.selectionSet, memo);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          count += aliasesIn(selection.selectionSet, memo);
        } else {
          const fragment = fragments.get(selection.name.value);
          if (fragment) count += memo(fragment.name.value, () => aliasesIn(fragment.selectionSet, memo));
        }
      }
      return count;
    }

    return {
      OperationDefinition(operation) {
        const aliases = aliasesIn(operation.selectionSet, fragmentMemo(0));
        if (aliases > maxAliases) {
          context.reportError(new QueryLimitError(`Query uses ${aliases} aliases; the limit is ${maxAliases}`, 'TOO_MANY_ALIASES', operation));
        }
      },
    };
  };
}
