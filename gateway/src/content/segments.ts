// The segments a shopper belongs to, for content aimed at them (decision 0040): a guest,
// or a member and their Beauty Pass tier. Read from the session the request already has,
// plus, for a member, their live Beauty Pass tier (read once per request with the pass the
// account fields share; White when it cannot be read). Segments choose marketing blocks,
// not access: a visitor who forges session cookies gets a 401 from the api and the guests'.
import type { GatewayContext } from '../context.ts';
import { loadBeautyPass } from '../loyalty/beauty-pass-loader.ts';

export const GUEST_SEGMENTS = ['guests'] as const;
export const MEMBER_SEGMENTS = ['members', 'beauty-pass-white'] as const;

export async function shopperSegments(ctx: GatewayContext): Promise<readonly string[]> {
  if (!ctx.session.signedIn) return GUEST_SEGMENTS;
  try {
    return ['members', `beauty-pass-${(await loadBeautyPass(ctx)).shownTier}`];
  } catch (error) {
    // The session ended (refresh refused): a guest. Anything else: the members' default.
    if ((error as { extensions?: { code?: string } }).extensions?.code === 'UNAUTHENTICATED') return GUEST_SEGMENTS;
    return MEMBER_SEGMENTS;
  }
}

/** Preview's chosen segments; none chosen previews as a guest. */
export const previewSegments = (chosen: readonly string[] | null | undefined): readonly string[] => (chosen && chosen.length > 0 ? chosen : GUEST_SEGMENTS);
