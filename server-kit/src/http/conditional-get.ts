// The one reading of If-None-Match for every service: the api's tagged catalogue answers
// (api/src/platform/entity-tags.ts) and the gateway's shared GraphQL answers
// (gateway/src/platform/response-cache/response-cache.ts) answer 304 by the same rule.

const withoutWeakPrefix = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);

/**
 * True when the client does not hold `tag`, so the full answer must be sent.
 * RFC 9110 §13.1.2: If-None-Match is `*` or a list of tags, compared weakly (W/ ignored on
 * both sides). Our tags are quoted hex or base64url and hold no commas, so splitting the
 * list on commas is exact for them; a header repeated on the request counts as one list.
 */
export function noneMatch(header: string | readonly string[] | null | undefined, tag: string): boolean {
  if (header === undefined || header === null) return true;
  const wanted = withoutWeakPrefix(tag);
  for (const candidate of (typeof header === 'string' ? header : header.join(',')).split(',')) {
    const trimmed = candidate.trim();
    if (trimmed === '*' || withoutWeakPrefix(trimmed) === wanted) return false;
  }
  return true;
}
