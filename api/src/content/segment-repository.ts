// The user segments content can be aimed at (decision 0040), in the editors' order.
import type { Queryable } from '../db/db.ts';
import type { UserSegment } from '@beauty/contracts/content';

export async function listSegments(db: Queryable): Promise<UserSegment[]> {
  const { rows } = await db.query<UserSegment>('select id, name, description from user_segment order by position, id');
  return rows;
}
