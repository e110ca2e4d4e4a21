// Shared by the limit rules: a document's fragments by name, and a memo that walks each
// fragment once per operation (a fragment spread twice costs no second walk) and treats
// a cycle as empty (NoFragmentCyclesRule reports cycles; these rules must just not loop).
import { type DocumentNode, type FragmentDefinitionNode, Kind } from 'graphql';

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
