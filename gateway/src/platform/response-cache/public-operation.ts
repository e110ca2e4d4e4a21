// Which operations the shared response cache may hold: queries whose every root field is on
// this list of catalogue, content and store fields, the ones whose data moves the catalogue
// version (api migrations 0098-0099). Everything else (the bag, the account, bookings'
// availability, popular searches, the assistant, kiosk fields) is answered afresh. Being on
// the list is necessary, not sufficient: an answer that read anything personal while it
// was made is still not kept (personal-use.ts).
import { type DocumentNode, type FieldNode, Kind, type OperationDefinitionNode, type SelectionSetNode, valueFromASTUntyped } from 'graphql';

export const PUBLIC_ROOT_FIELDS: ReadonlySet<string> = new Set([
  'products',
  'productConnection',
  'productFilters',
  'product',
  'brands',
  'brand',
  'categories',
  'category',
  'search',
  'stores',
  'store',
  'storeLocator',
  'layout',
  'contentPage',
  'beautyPassTiers',
  '__typename',
]);

/**
 * Arguments that make a public field do something besides answering: such a request must
 * reach the resolver, never be answered from the cache. `search(record: true)` counts the
 * query in popular searches (the search box's submit; suggestions as one types do not).
 */
const SIDE_EFFECT_ARGUMENTS: Readonly<Record<string, string>> = { search: 'record' };

function hasSideEffect(field: FieldNode, variables: Record<string, unknown>): boolean {
  const name = SIDE_EFFECT_ARGUMENTS[field.name.value];
  const argument = name === undefined ? undefined : field.arguments?.find((a) => a.name.value === name);
  return argument !== undefined && Boolean(valueFromASTUntyped(argument.value, variables));
}

export function isPublicOperation(document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown> = {}): boolean {
  if (operation.operation !== 'query') return false;
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const seen = new Set<string>();
  const allPublic = (selectionSet: SelectionSetNode): boolean =>
    selectionSet.selections.every((selection) => {
      if (selection.kind === Kind.FIELD) return PUBLIC_ROOT_FIELDS.has(selection.name.value) && !hasSideEffect(selection, variables);
      if (selection.kind === Kind.INLINE_FRAGMENT) return allPublic(selection.selectionSet);
      const name = selection.name.value;
      if (seen.has(name)) return true;
      seen.add(name);
      const fragment = fragments.get(name);
      return fragment !== undefined && allPublic(fragment.selectionSet);
    });
  return allPublic(operation.selectionSet);
}
