// Refuses operations with too many aliases: `a1: product(slug:…) a2: product(slug:…) …`
// is the way to make one request run a field a thousand times. Aliases are counted as
// executed, so a fragment spread in five places counts five times.
import { type ASTNode, type ValidationRule, Kind } from 'graphql';
import { countAsExecuted, fragmentMemo, fragmentsOf } from './fragments.ts';
import { QueryLimitError } from './query-limit-error.ts';

const aliased = (node: ASTNode): number => (node.kind === Kind.FIELD && node.alias ? 1 : 0);

export function aliasLimit({ maxAliases }: { maxAliases: number }): ValidationRule {
  return (context) => {
    const fragments = fragmentsOf(context.getDocument());
    return {
      OperationDefinition(operation) {
        const aliases = countAsExecuted(operation.selectionSet, fragments, fragmentMemo(0), aliased);
        if (aliases > maxAliases) {
          context.reportError(new QueryLimitError(`Query uses ${aliases} aliases; the limit is ${maxAliases}`, 'TOO_MANY_ALIASES', operation));
        }
      },
    };
  };
}
