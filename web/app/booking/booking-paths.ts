// Where a booking's pages live (docs/product.md#paths): the activity pages by kind, the three cancel
// routes, the one reschedule route. A guest's signed-link token rides along as ?token=.
import type { ActivityKind } from '../__generated__/graphql';

const SEGMENT: Record<ActivityKind, string> = { SERVICE: 'services', CLASS: 'classes', EVENT: 'events' };

const withToken = (path: string, token: string | null | undefined) => (token ? `${path}?token=${encodeURIComponent(token)}` : path);

export const activityPath = (kind: ActivityKind, id: string) => `/happening/${SEGMENT[kind]}/${encodeURIComponent(id)}`;
export const cancelPath = (kind: ActivityKind, id: string, token?: string | null) =>
  withToken(`/happening/${SEGMENT[kind]}/cancel/${encodeURIComponent(id)}`, token);
export const reschedulePath = (id: string, token?: string | null) => withToken(`/happening/services/reschedule/${encodeURIComponent(id)}`, token);

/** The kind a /happening/{segment}/… URL is for. */
export function kindOfSegment(segment: string): ActivityKind | null {
  const found = Object.entries(SEGMENT).find(([, value]) => value === segment);
  return found ? (found[0] as ActivityKind) : null;
}
