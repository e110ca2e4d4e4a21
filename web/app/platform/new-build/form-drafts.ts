// What the shopper typed into the page's forms, kept across a reload the page forces on
// them (the chunk-load guard): saved to sessionStorage just before, put back once after the
// page has loaded again. Never what must not sit in storage: passwords, card details,
// one-time codes, hidden and file fields.
const DRAFTS_KEY = 'lumi.formDrafts';
const NEVER_KEPT_TYPES = new Set(['password', 'hidden', 'file', 'submit', 'button', 'reset', 'image']);
const NEVER_KEPT_AUTOCOMPLETE = /\b(cc-|current-password|new-password|one-time-code)/;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
interface Draft {
  key: string;
  value: string;
  checked?: boolean;
}

function keepable(field: Field): boolean {
  if (field.disabled || field.closest('[data-no-draft]')) return false;
  if (field instanceof HTMLInputElement && NEVER_KEPT_TYPES.has(field.type)) return false;
  return !NEVER_KEPT_AUTOCOMPLETE.test(field.getAttribute('autocomplete') ?? '');
}

/** React's useId ids (":r1:", "_R_b57b5_") depend on the tree, which a reload may change. */
const GENERATED_ID = /^(:r|_R_|«r)/;

function fieldName(field: Field): string {
  const label = field.labels?.[0]?.textContent?.trim();
  return field.name || label || field.getAttribute('aria-label') || (GENERATED_ID.test(field.id) ? '' : field.id);
}

/** Names a field the same way on the reloaded page: its form, its name or label, its place. */
function fieldKeys(doc: Document): Map<Field, string> {
  const keys = new Map<Field, string>();
  const seen = new Map<string, number>();
  for (const field of doc.querySelectorAll<Field>('input, textarea, select')) {
    const form = field.form;
    const formName = form ? form.getAttribute('aria-label') || form.getAttribute('name') || form.id || 'form' : 'page';
    const base = `${formName}|${fieldName(field)}|${field instanceof HTMLInputElement ? field.type : field.tagName}`;
    const index = seen.get(base) ?? 0;
    seen.set(base, index + 1);
    keys.set(field, `${base}|${index}`);
  }
  return keys;
}

export function saveFormDrafts(storage: Pick<Storage, 'setItem'>, path: string, doc: Document): void {
  const drafts: Draft[] = [];
  for (const [field, key] of fieldKeys(doc)) {
    if (!keepable(field)) continue;
    const checkable = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
    // Not compared with the default: React writes a controlled field's value into its
    // attribute, so the "default" is whatever was typed. Empty text is nothing to keep.
    if (checkable) drafts.push({ key, value: field.value, checked: field.checked });
    else if (field.value !== '') drafts.push({ key, value: field.value });
  }
  try {
    storage.setItem(DRAFTS_KEY, JSON.stringify({ path, drafts }));
  } catch {
    // Storage full or off: the reload goes on without the drafts.
  }
}

/** React keeps its own copy of a controlled field's value: set it the way typing does. */
function typeInto(field: Field, draft: Draft): void {
  if (draft.checked !== undefined && field instanceof HTMLInputElement) {
    if (field.checked !== draft.checked) field.click();
    return;
  }
  if (field.value === draft.value) return;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, draft.value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Puts back the drafts saved for this path, once; returns how many fields it filled. */
export function restoreFormDrafts(storage: Pick<Storage, 'getItem' | 'removeItem'>, path: string, doc: Document): number {
  let saved: { path?: unknown; drafts?: Draft[] } | null;
  try {
    saved = JSON.parse(storage.getItem(DRAFTS_KEY) ?? 'null');
    storage.removeItem(DRAFTS_KEY);
  } catch {
    return 0;
  }
  if (!saved || saved.path !== path || !Array.isArray(saved.drafts)) return 0;
  const byKey = new Map(saved.drafts.map((draft) => [draft.key, draft]));
  let filled = 0;
  for (const [field, key] of fieldKeys(doc)) {
    const draft = byKey.get(key);
    if (!draft || !keepable(field) || typeof draft.value !== 'string') continue;
    typeInto(field, draft);
    filled += 1;
  }
  return filled;
}
