// The segments a shopper belongs to, for content aimed at them (decision 0040): a guest,
// or a member and their Beauty Pass tier. Read from the session the request already has,
// so a page costs no REST call for it. Every member is White until loyalty tiers exist
// (the account and the access token carry none yet). Segments choose marketing blocks,
// not access: a visitor who forges session cookies sees the members' banner, no data.
import type { GatewayContext } from '../context.ts';

export const GUEST_SEGMENTS = ['guests'] as const;
export const MEMBER_SEGMENTS = ['members', 'beauty-pass-white'] as const;

export const shopperSegments = (ctx: Pick<GatewayContext, 'session'>): readonly string[] => (ctx.session.signedIn ? MEMBER_SEGMENTS : GUEST_SEGMENTS);

/** Preview's chosen segments; none chosen previews as a guest. */
export const previewSegments = (chosen: readonly string[] | null | undefined): readonly string[] => (chosen && chosen.length > 0 ? chosen : GUEST_SEGMENTS);
