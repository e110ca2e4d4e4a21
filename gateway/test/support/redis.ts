// Redis for the cache tests: the server named by TEST_REDIS_URL (unset: those suites are
// skipped), a key prefix of this run's own (so parallel runs and other users of the same
// server never meet), cleanup of exactly those keys, and two Redis that do not work: a
// closed port, and a server that completes the handshake and then never answers.
import { randomUUID } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;

/** e.g. beauty:gw:test:3f2a9c1e: */
export const testKeyPrefix = () => `beauty:gw:test:${randomUUID().slice(0, 8)}:`;

/** A raw client (no prefix) for looking at what the gateway stored. */
export const rawRedis = (url: string) => new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 1 });

/** Deletes every key under the prefix; answers how many there were. */
export async function deleteKeys(url: string, prefix: string): Promise<number> {
  const redis = rawRedis(url);
  try {
    let deleted = 0;
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }) as AsyncIterable<string[]>) {
      if (keys.length > 0) deleted += await redis.del(...keys);
    }
    return deleted;
  } finally {
    redis.disconnect();
  }
}

/** redis:// URL of a port nothing listens on (it was free a moment ago). */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `redis://127.0.0.1:${port}`;
}

/**
 * A "Redis" that accepts connections and answers the client's handshake (CLIENT, INFO),
 * then never answers a command again: a server that is up but too slow to be of use.
 */
export async function silentRedis(): Promise<{ url: string; commands: string[]; close(): Promise<void> }> {
  const commands: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    socket.setEncoding('latin1');
    socket.on('error', () => {});
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        const parsed = parseCommand(buffer);
        if (!parsed) return;
        buffer = buffer.slice(parsed.length);
        const name = parsed.args[0]?.toUpperCase() ?? '';
        commands.push(name);
        // ioredis 6 opens with HELLO 3 (RESP3): answer as Redis 7 does, a map of server facts.
        if (name === 'HELLO') {
          const facts = ['server', 'redis', 'version', '7.0.0', 'proto', 3, 'id', 1, 'mode', 'standalone', 'role', 'master'];
          socket.write(`%${facts.length / 2 + 1}\r\n${facts.map((f) => (typeof f === 'number' ? `:${f}` : `+${f}`)).join('\r\n')}\r\n+modules\r\n*0\r\n`);
        } else if (name === 'CLIENT') socket.write('+OK\r\n');
        else if (name === 'INFO') {
          const info = 'redis_version:7.0.0\r\nloading:0\r\n';
          socket.write(`$${info.length}\r\n${info}\r\n`);
        }
        // anything else: no answer, ever
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    commands,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/** One RESP array of bulk strings from the front of the buffer, or undefined if incomplete. */
function parseCommand(buffer: string): { args: string[]; length: number } | undefined {
  if (!buffer.startsWith('*')) return undefined;
  let at = buffer.indexOf('\r\n');
  if (at < 0) return undefined;
  const count = Number(buffer.slice(1, at));
  at += 2;
  const args: string[] = [];
  for (let i = 0; i < count; i++) {
    const end = buffer.indexOf('\r\n', at);
    if (end < 0 || buffer[at] !== '$') return undefined;
    const size = Number(buffer.slice(at + 1, end));
    if (buffer.length < end + 2 + size + 2) return undefined;
    args.push(buffer.slice(end + 2, end + 2 + size));
    at = end + 2 + size + 2;
  }
  return { args, length: at };
}
