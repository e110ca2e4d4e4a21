import { describe, expect, it } from 'vitest';
import { dayInZone } from './booking-time';
import { groupSessions } from './group-sessions';

const perth = { id: 'au-perth', name: 'Perth Carillon' };
const sydney = { id: 'au-sydney', name: 'Sydney Pitt Street' };

describe("what's happening", () => {
  it('groups sessions by store and by the day in the store’s own zone', () => {
    const masterclass = {
      id: 'c1',
      sessions: [
        // 15:30 UTC on 2 March: 2 March 23:30 in Perth, 3 March 02:30 in Sydney.
        { id: 's1', startsAt: '2026-03-02T15:30:00Z', timeZone: 'Australia/Perth', store: perth },
        { id: 's2', startsAt: '2026-03-02T15:30:00Z', timeZone: 'Australia/Sydney', store: sydney },
        { id: 's3', startsAt: '2026-03-01T01:00:00Z', timeZone: 'Australia/Perth', store: perth },
      ],
    };
    const grouped = groupSessions([masterclass], dayInZone);
    expect(grouped.map((s) => [s.name, s.days.map((d) => [d.date, d.sessions.map((x) => x.session.id)])])).toEqual([
      [
        'Perth Carillon',
        [
          ['2026-03-01', ['s3']],
          ['2026-03-02', ['s1']],
        ],
      ],
      ['Sydney Pitt Street', [['2026-03-03', ['s2']]]],
    ]);
  });
});
