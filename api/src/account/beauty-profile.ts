// The beauty profile (decision 0085): read, and save; the first save that fills every
// field stamps completed_at and earns completed_beauty_profile points, once: the stamp is
// a conditional update and the ledger is unique per (user, source, reference).
import type { Country } from '@beauty/contracts/locale';
import { BEAUTY_PROFILE_POINTS, type BeautyProfile, type BeautyProfileBody } from '@beauty/contracts/account/profile';
import type { Db, Queryable } from '../db/db.ts';
import type { MemberLoyalty } from './member-loyalty.ts';

interface Row {
  skin_type: BeautyProfile['skinType'];
  skin_tone: BeautyProfile['skinTone'];
  skin_concerns: BeautyProfile['skinConcerns'];
  hair_type: BeautyProfile['hairType'];
  eye_colour: BeautyProfile['eyeColour'];
  completed_at: Date | string | null;
}

export const isComplete = (p: BeautyProfileBody) => Boolean(p.skinType && p.skinTone && p.skinConcerns.length && p.hairType && p.eyeColour);

function toProfile(row: Row | undefined, pointsEarned = 0): BeautyProfile {
  const profile = {
    skinType: row?.skin_type ?? null,
    skinTone: row?.skin_tone ?? null,
    skinConcerns: row?.skin_concerns ?? [],
    hairType: row?.hair_type ?? null,
    eyeColour: row?.eye_colour ?? null,
  };
  return { ...profile, complete: isComplete(profile), completedAt: row?.completed_at ? new Date(row.completed_at).toISOString() : null, pointsEarned };
}

export async function readBeautyProfile(db: Queryable, userId: string): Promise<BeautyProfile> {
  const { rows } = await db.query<Row>(
    'select skin_type, skin_tone, skin_concerns, hair_type, eye_colour, completed_at from beauty_profile where user_id = $1',
    [userId],
  );
  return toProfile(rows[0]);
}

export async function saveBeautyProfile(
  db: Db,
  loyalty: MemberLoyalty,
  userId: string,
  country: Country,
  body: BeautyProfileBody,
  at: Date,
): Promise<BeautyProfile> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<Row>(
      `insert into beauty_profile (user_id, skin_type, skin_tone, skin_concerns, hair_type, eye_colour, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (user_id) do update set skin_type = $2, skin_tone = $3, skin_concerns = $4, hair_type = $5, eye_colour = $6, updated_at = $7
       returning skin_type, skin_tone, skin_concerns, hair_type, eye_colour, completed_at`,
      [userId, body.skinType, body.skinTone, body.skinConcerns, body.hairType, body.eyeColour, at],
    );
    let row = rows[0]!;
    let earned = 0;
    if (isComplete(body) && !row.completed_at) {
      const stamped = await tx.query<{ completed_at: Date }>(
        'update beauty_profile set completed_at = $2 where user_id = $1 and completed_at is null returning completed_at',
        [userId, at],
      );
      if (stamped.rows[0]) {
        row = { ...row, completed_at: stamped.rows[0].completed_at };
        const recorded = await loyalty.recordPoints(tx, {
          userId,
          country,
          source: 'completed_beauty_profile',
          points: BEAUTY_PROFILE_POINTS,
          reference: 'beauty-profile',
          at,
        });
        if (recorded) earned = BEAUTY_PROFILE_POINTS;
      }
    }
    return toProfile(row, earned);
  });
}
