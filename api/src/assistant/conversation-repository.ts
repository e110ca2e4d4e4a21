// One conversation per owner and country site: a member (the bearer's user id) or a guest
// device. Appending keeps the last ASSISTANT_MAX_MESSAGES in one statement, so two tabs
// appending at once both land (no read-modify-write race).
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import { ASSISTANT_MAX_MESSAGES, type AssistantConversation, type AssistantMessage } from '@beauty/contracts/assistant';

export type ConversationOwner = { userId: string; country: string } | { deviceId: string; country: string };

const ownerWhere = (owner: ConversationOwner) =>
  'userId' in owner ? { column: 'user_id', value: owner.userId } : { column: 'device_id', value: owner.deviceId };

export async function readConversation(db: Queryable, owner: ConversationOwner): Promise<AssistantConversation> {
  const { column, value } = ownerWhere(owner);
  const { rows } = await db.query<{ id: string; messages: AssistantMessage[] }>(
    `select id, messages from assistant_conversation where ${column} = $1 and country = $2`,
    [value, owner.country],
  );
  return rows[0] ?? { id: '', messages: [] };
}

export async function appendMessages(db: Queryable, owner: ConversationOwner, messages: AssistantMessage[]): Promise<AssistantConversation> {
  const { column, value } = ownerWhere(owner);
  const { rows } = await db.query<{ id: string; messages: AssistantMessage[] }>(
    `insert into assistant_conversation as c (id, ${column}, country, messages, updated_at)
     values ($1, $2, $3, $4::jsonb, now())
     on conflict (${column}, country) where ${column} is not null do update
       set messages = (select coalesce(jsonb_agg(m order by i), '[]'::jsonb) from (
             select m, i from jsonb_array_elements(c.messages || excluded.messages) with ordinality as t(m, i)
             order by i desc limit $5) last),
           updated_at = now()
     returning id, messages`,
    [`C${randomUUID().replace(/-/g, '')}`, value, owner.country, JSON.stringify(messages), ASSISTANT_MAX_MESSAGES],
  );
  return rows[0]!;
}

/** False when there was nothing to forget. */
export async function clearConversation(db: Queryable, owner: ConversationOwner): Promise<boolean> {
  const { column, value } = ownerWhere(owner);
  const { rowCount } = await db.query(`delete from assistant_conversation where ${column} = $1 and country = $2`, [value, owner.country]);
  return rowCount > 0;
}
