// Refuses operations with too many directives: `@include(if: true)` repeated thousands of
// times on one field is cheap to send and costs every validation rule and the executor a
// walk each (reliability 27: 51 directives). Counted as executed, through fragments.
import type { ASTNode, ValidationRule } from 'graphql';
import { countAsExecuted, fragmentMemo, fragmentsOf } from './fragments.ts';
import { QueryLimitError } from './query-limit-error.ts';

const own = (node: ASTNode): number => ('directives' in node && Array.isArray(node.directives) ? node.directives.length : 0);

export function directiveLimit({ maxDirectives }: { maxDirectives: number }): ValidationRule {
  return (context) => {
    const fragments = fragmentsOf(context.getDocument());
    return {
      OperationDefinition(operation) {
        const variables = operation.variableDefinitions?.reduce((n, v) => n + own(v), 0) ?? 0;
        const directives = own(operation) + variables + countAsExecuted(operation.selectionSet, fragments, fragmentMemo(0), own);
        if (directives > maxDirectives) {
          context.reportError(new QueryLimitError(`Query uses ${directives} directives; the limit is ${maxDirectives}`, 'TOO_MANY_DIRECTIVES', operation));
        }
      },
    };
  };
}
