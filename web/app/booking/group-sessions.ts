// "What's happening" groups every class's and event's sessions by store, then by the day
// in that store's zone, each day in time order; stores by name.
interface SessionLike {
  id: string;
  startsAt: string;
  timeZone: string;
  store: { id: string; name: string };
}

export interface StoreDays<A, S> {
  id: string;
  name: string;
  days: Array<{ date: string; sessions: Array<{ activity: A; session: S }> }>;
}

export function groupSessions<A extends { sessions: readonly SessionLike[] }>(
  activities: readonly A[],
  dayOf: (instant: string, zone: string) => string,
): StoreDays<A, A['sessions'][number]>[] {
  const stores = new Map<string, StoreDays<A, A['sessions'][number]>>();
  const all = activities.flatMap((activity) => activity.sessions.map((session) => ({ activity, session })));
  all.sort((a, b) => a.session.startsAt.localeCompare(b.session.startsAt));
  for (const entry of all) {
    const { store } = entry.session;
    let group = stores.get(store.id);
    if (!group) {
      group = { id: store.id, name: store.name, days: [] };
      stores.set(store.id, group);
    }
    const date = dayOf(entry.session.startsAt, entry.session.timeZone);
    let day = group.days.find((d) => d.date === date);
    if (!day) {
      day = { date, sessions: [] };
      group.days.push(day);
    }
    day.sessions.push(entry);
  }
  return [...stores.values()].sort((a, b) => a.name.localeCompare(b.name));
}
