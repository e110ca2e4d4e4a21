// The per-request context tells the response cache whether an answer used anything of the
// shopper's (decision 0122). Apollo copies the context for each operation with Object.assign;
// the copy must neither mark everything personal nor freeze the device id it holds.
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import type { GatewayContext } from './context.ts';
import { type ContextDeps, createContext } from './request-context.ts';

function contextFor(cookie = ''): { context: GatewayContext; setCookies: string[] } {
  const setCookies: string[] = [];
  const req = { headers: { cookie }, socket: { remoteAddress: '127.0.0.1' } } as unknown as Request;
  const res = { locals: {}, append: (_name: string, value: string) => setCookies.push(value) } as unknown as Response;
  const deps = { rest: {}, publicRest: {}, refresher: {}, cookieSecure: true, hopSecret: 'hop' } as unknown as ContextDeps;
  return { context: createContext(deps, req, res), setCookies };
}

/** What Apollo Server 5 does with the context before each operation (ApolloServer.cloneObject). */
const apolloCopy = <T extends object>(object: T): T => Object.assign(Object.create(Object.getPrototypeOf(object)), object);

describe('the context marks what is personal as it is read', () => {
  it("marks nothing for a guest's catalogue read, even after Apollo copies it", () => {
    const { context } = contextFor();
    const copy = apolloCopy(context);
    void copy.locale;
    void copy.publicScope;
    expect(copy.session.signedIn).toBe(false); // a guest's empty session is every guest's
    expect(copy.personalUse.reasons).toEqual([]);
    expect(copy.sharedAnswers).toBe(true);
  });

  it('marks the device id, a cookie set, and a session with tokens; the copy sees a minted device id', () => {
    const { context, setCookies } = contextFor();
    const copy = apolloCopy(context);
    const minted = copy.ensureDeviceId();
    expect(copy.deviceId).toBe(minted);
    expect(setCookies).toHaveLength(1);
    expect(copy.personalUse.reasons.sort()).toEqual(['deviceId', 'setCookie']);

    const member = apolloCopy(contextFor('jwt-refresh-token=some-refresh-token').context);
    expect(member.sharedAnswers).toBe(false);
  });

  it('keeps previews out of shared answers', () => {
    const { context } = contextFor('preview-token=some-preview-token-0123456789');
    expect(context.sharedAnswers).toBe(false);
  });
});
