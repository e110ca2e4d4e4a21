// Refuses operations with too many directives: `@include(if: true)` repeated thousands of
// times on one field is cheap to send and costs every validation rule and the executor a
// walk each (reliability 27: 51 directives). Counted as executed, through fragments.
import { type ASTNode, type SelectionSetNode, type ValidationRule, Kind } from 'graphql';
import { type FragmentMemo, fragmentMemo, fragmentsOf } from './fragments.ts';
import { QueryLimitError } from './query-limit-error.ts';

const own = (node: ASTNode): number => ('directives' in node && Array.isArray(node.directives) ? node.directives.length : 0);

export function directiveLimit({ maxDirectives }: { maxDirectives: number }): ValidationRule {
  return (context) => {
    const fragments = fragmentsOf(context.getDocument());

    function directivesIn(set: SelectionSetNode, memo: FragmentMemo<number>): number {
      let count = 0;
      for (const selection of set.selections) {
        count += own(selection);
        if (selection.kind === Kind.FIELD) {
          if (selection.selectionSet) count += directivesIn(selection.selectionSet, memo);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          count += directivesIn(selection.selectionSet, memo);
        } else {
          const fragment = fragments.get(selection.name.value);
          if (fragment) count += memo(fragment.name.value, () => own(fragment) + directivesIn(fragment.selectionSet, memo));
        }
      }
      return count;
    }

    return {
      OperationDefinition(operation) {
        const variables = operation.variableDefinitions?.reduce((n, v) => n + own(v), 0) ?? 0;
        const directives = own(operation) + variables + directivesIn(operation.selectionSet, fragmentMemo(0));
        if (directives > maxDirectives) {
          context.reportError(new QueryLimitError(`Query uses ${directives} directives; the limit is ${maxDirectives}`, 'TOO_MANY_DIRECTIVES', operation));
        }
      },
    };
  };
}
