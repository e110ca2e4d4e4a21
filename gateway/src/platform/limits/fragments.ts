// Shared by the limit rules: a document's fragments by name, and a memo that walks each
// fragment once per operation (a fragment spread twice costs no second walk) and treats
// a cycle as empty (NoFragmentCyclesRule reports cycles; these rules must just not loop).
import { type DocumentNode, type FragmentDefinitionNode, Kind, type SelectionNode, type SelectionSetNode } from 'graphql';

export function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
}

export type FragmentMemo<T> = (name: string, compute: () => T) => T;

export function fragmentMemo<T>(empty: T): FragmentMemo<T> {
  const done = new Map<string, T>();
  const visiting = new Set<string>();
  return (name: string, compute: () => T): T => {
    const known = done.get(name);
    if (known !== undefined) return known;
    if (visiting.has(name)) return empty;
    visiting.add(name);
    const value = compute();
    visiting.delete(name);
    done.set(name, value);
    return value;
  };
}

/**
 * Sums `own` over every selection as executed: into fields' and inline fragments'
 * selections, and through each fragment spread into its fragment (whose definition counts
 * too), so a fragment spread in five places counts five times.
 */
export function countAsExecuted(
  set: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  memo: FragmentMemo<number>,
  own: (node: SelectionNode | FragmentDefinitionNode) => number,
): number {
  let count = 0;
  for (const selection of set.selections) {
    count += own(selection);
    if (selection.kind === Kind.FIELD) {
      if (selection.selectionSet) count += countAsExecuted(selection.selectionSet, fragments, memo, own);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      count += countAsExecuted(selection.selectionSet, fragments, memo, own);
    } else {
      const fragment = fragments.get(selection.name.value);
      if (fragment) count += memo(fragment.name.value, () => own(fragment) + countAsExecuted(fragment.selectionSet, fragments, memo, own));
    }
  }
  return count;
}
