// Sandbox test accounts (docs/product.md#rest-orders-and-sandbox sandbox/users/: create, read, update, delete; decision
// 0100). Staff only, and registered only outside production (app.ts): in production the
// paths answer 404 like any unknown URL. Every call touches only accounts these calls made
// (account_user.sandbox_account), so no real shopper's account can be read or deleted here.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  errorBodySchema,
  type SandboxUser,
  sandboxUserCreateSchema,
  sandboxUserListSchema,
  sandboxUserSchema,
  sandboxUserUpdateSchema,
} from '@beauty/contracts/platform';
import type { Db } from '../db/db.ts';
import type { AuthConfig } from './auth-config.ts';
import { requireStaff } from './authenticate.ts';
import { hashPassword } from './password-hash.ts';
import { emailKey } from './user-repository.ts';
import { ApiError } from '../platform/http-errors.ts';
import { errorAnswers } from '../platform/error-answers.ts';

interface SandboxUserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  is_employee: boolean;
  created_at: Date | string;
}
const COLUMNS = 'id, email, first_name, last_name, is_employee, created_at';
const toUser = (row: SandboxUserRow): SandboxUser => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  isEmployee: row.is_employee,
  createdAt: new Date(row.created_at).toISOString(),
});

// The "User not found" of docs/product.md#errors (decision 0148); a real shopper's id is not found here either.
const notFound = (id: string) => new ApiError(404, 'SANDBOX_USER_NOT_FOUND', 'User not found', { id });
const idParams = z.object({ id: z.string().min(1).max(64) });
const errors = errorAnswers(400, 401, 403);
const tags = ['sandbox'];

export const sandboxUsersRoutes: FastifyPluginAsyncZod<{ db: Db; config: AuthConfig }> = async (app, { db, config }) => {
  // Before validation: who may call comes before what they sent.
  app.addHook('onRequest', async (request) => {
    await requireStaff(db, config, request);
  });

  app.get(
    '/sandbox/users/',
    { schema: { tags, summary: 'Test accounts made in the sandbox (staff, outside production)', response: { 200: sandboxUserListSchema, ...errors } } },
    async () => {
      const { rows } = await db.query<SandboxUserRow>(`select ${COLUMNS} from account_user where sandbox_account order by created_at desc, id limit 200`);
      return { users: rows.map(toUser) };
    },
  );

  app.post(
    '/sandbox/users/',
    {
      schema: {
        tags,
        summary: 'Make a test account that can sign in at once (staff, outside production)',
        body: sandboxUserCreateSchema,
        response: { 201: sandboxUserSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const passwordHash = await hashPassword(body.password, config.scryptCost);
      const { rows } = await db.query<SandboxUserRow>(
        `insert into account_user (id, email, email_key, first_name, last_name, password_hash, is_employee, sandbox_account,
           consent_privacy_collection, consent_privacy_disclosure, consent_marketing, consent_policy_agreement, consent_over_14)
         values ($1, $2, $3, $4, $5, $6, $7, true, true, true, false, true, true)
         on conflict (email_key) do nothing
         returning ${COLUMNS}`,
        [`U${randomUUID().replace(/-/g, '').slice(0, 20)}`, body.email, emailKey(body.email), body.firstName, body.lastName, passwordHash, body.isEmployee],
      );
      if (!rows[0]) throw new ApiError(409, 'EMAIL_TAKEN', 'An account with this email already exists.', { field: 'email' });
      return reply.status(201).send(toUser(rows[0]));
    },
  );

  app.get(
    '/sandbox/users/:id',
    { schema: { tags, summary: 'One test account', params: idParams, response: { 200: sandboxUserSchema, 404: errorBodySchema, ...errors } } },
    async (request) => {
      const { rows } = await db.query<SandboxUserRow>(`select ${COLUMNS} from account_user where id = $1 and sandbox_account`, [request.params.id]);
      if (!rows[0]) throw notFound(request.params.id);
      return toUser(rows[0]);
    },
  );

  app.patch(
    '/sandbox/users/:id',
    {
      schema: {
        tags,
        summary: "Change a test account's names, employee flag or password",
        params: idParams,
        body: sandboxUserUpdateSchema,
        response: { 200: sandboxUserSchema, 404: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const { firstName, lastName, isEmployee, password } = request.body;
      const passwordHash = password === undefined ? null : await hashPassword(password, config.scryptCost);
      const { rows } = await db.query<SandboxUserRow>(
        `update account_user set
           first_name = coalesce($2, first_name), last_name = coalesce($3, last_name),
           is_employee = coalesce($4, is_employee), password_hash = coalesce($5, password_hash)
         where id = $1 and sandbox_account
         returning ${COLUMNS}`,
        [request.params.id, firstName ?? null, lastName ?? null, isEmployee ?? null, passwordHash],
      );
      if (!rows[0]) throw notFound(request.params.id);
      return toUser(rows[0]);
    },
  );

  app.delete(
    '/sandbox/users/:id',
    { schema: { tags, summary: 'Delete a test account with its sessions', params: idParams, response: { 204: z.null(), 404: errorBodySchema, ...errors } } },
    async (request, reply) => {
      // Sessions, identities, bag and points go with it (on delete cascade); orders stay, without the account.
      const { rowCount } = await db.query(`delete from account_user where id = $1 and sandbox_account`, [request.params.id]);
      if (rowCount === 0) throw notFound(request.params.id);
      return reply.status(204).send(null);
    },
  );
};
