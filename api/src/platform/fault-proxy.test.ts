// The fault proxy really sits on the wire: a clean link forwards, a dropped answer never
// arrives, and a reset ends the connection with an error the client sees.
import { createServer, connect, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from './fault-proxy.ts';

let echo: Server;
let proxy: FaultProxy;

beforeEach(async () => {
  echo = createServer((socket) => {
    socket.on('error', () => {});
    socket.on('data', (chunk) => socket.write(chunk));
  });
  await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
  proxy = await startFaultProxy({ target: { host: '127.0.0.1', port: (echo.address() as AddressInfo).port } });
});
afterEach(async () => {
  await proxy.close();
  await new Promise<void>((resolve) => echo.close(() => resolve()));
});

const roundTrip = (message: string, waitMs = 300) =>
  new Promise<{ reply: string; error?: string }>((resolve) => {
    const socket = connect(proxy.port, '127.0.0.1');
    let reply = '';
    socket.on('data', (chunk) => (reply += chunk.toString()));
    socket.on('error', (error: NodeJS.ErrnoException) => resolve({ reply, error: error.code ?? error.message }));
    socket.write(message);
    setTimeout(() => {
      socket.destroy();
      resolve({ reply });
    }, waitMs);
  });

describe('fault proxy', () => {
  it('forwards both ways on a clean link', async () => {
    expect((await roundTrip('hello')).reply).toBe('hello');
    expect(proxy.accepted()).toBe(1);
  });

  it('swallows the answer when responses are dropped, and heals', async () => {
    proxy.set({ dropResponses: true });
    expect((await roundTrip('lost')).reply).toBe('');
    proxy.heal();
    expect((await roundTrip('back')).reply).toBe('back');
  });

  it('resets open connections', async () => {
    const pending = roundTrip('x', 1_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    proxy.resetAll();
    expect((await pending).error).toBe('ECONNRESET');
  });
});
