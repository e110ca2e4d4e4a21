// At most one credential-checking field per operation. The alias limit (20) would still let
// one request try 20 passwords, bypassing the per-request view of throttling; this rule
// refuses such an operation during validation, before any resolver runs.
import { Kind, type SelectionSetNode, type ValidationRule } from 'graphql';
import { QueryLimitError } from '../platform/limits/query-limit-error.ts';

export const ONCE_PER_REQUEST = new Set(['signIn', 'signInWithGoogle', 'signUp', 'requestPasswordReset', 'resetPassword', 'unlockAccount']);

export function authMutationLimit(): ValidationRule {
  return (context) => {
    const fragments = new Map(
      context.getDocument().definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])),
    );
    const count = (set: SelectionSetNode, seen: Set<string>): number => {
      let n = 0;
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) n += ONCE_PER_REQUEST.has(selection.name.value) ? 1 : 0;
        else if (selection.kind === Kind.INLINE_FRAGMENT) n += count(selection.selectionSet, seen);
        else if (!seen.has(selection.name.value)) {
          const fragment = fragments.get(selection.name.value);
          if (fragment) n += count(fragment.selectionSet, new Set([...seen, selection.name.value]));
        }
      }
      return n;
    };
    return {
      OperationDefinition(operation) {
        if (operation.operation !== 'mutation') return;
        const n = count(operation.selectionSet, new Set());
        if (n > 1) {
          context.reportError(new QueryLimitError(`Only one sign-in, sign-up or account-link field per request (found ${n})`, 'TOO_MANY_ALIASES', operation));
        }
      },
    };
  };
}
