// A real TCP proxy for fault-injection tests (reliability plan: "faults are injected with a
// real TCP proxy between services, not by mocking"). Put it between the gateway and the
// api, or between the api and Postgres, then break the link the way networks break:
//
//   const proxy = await startFaultProxy({ target: { host: '127.0.0.1', port: 5432 } });
//   ... connect through `proxy.port` ...
//   proxy.set({ dropResponses: true }); // the server's answer never reaches the client
//   proxy.resetAll();                   // every open connection is reset (RST), like a peer reset
//
// Test support only: nothing in the product imports it.
import { createServer, Socket, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface Faults {
  /** Server-to-client bytes are swallowed (the request arrives, its answer is lost). */
  dropResponses: boolean;
  /** Client-to-server bytes are swallowed (the request never arrives). */
  dropRequests: boolean;
  /** Delay, in ms, before each chunk is forwarded in either direction. */
  latencyMs: number;
  /** New connections are reset as soon as they are accepted. */
  refuse: boolean;
}

export interface FaultProxy {
  readonly port: number;
  readonly url: (scheme?: string) => string;
  /** Connections accepted so far. */
  readonly accepted: () => number;
  set(faults: Partial<Faults>): void;
  /** Back to a clean link (existing connections stay). */
  heal(): void;
  /** Reset (RST) every open connection in both directions. */
  resetAll(): void;
  close(): Promise<void>;
}

const CLEAN: Faults = { dropResponses: false, dropRequests: false, latencyMs: 0, refuse: false };

export async function startFaultProxy(options: { target: { host: string; port: number } }): Promise<FaultProxy> {
  let faults: Faults = { ...CLEAN };
  let accepted = 0;
  const open = new Set<Socket>();

  const forward = (from: Socket, to: Socket, dropped: () => boolean) => {
    from.on('data', (chunk) => {
      if (dropped()) return;
      const send = () => {
        if (!to.destroyed) to.write(chunk);
      };
      if (faults.latencyMs > 0) setTimeout(send, faults.latencyMs);
      else send();
    });
    from.on('end', () => to.end());
    from.on('error', () => to.destroy());
    from.on('close', () => {
      open.delete(from);
      if (!to.destroyed) to.destroy();
    });
  };

  const server: Server = createServer((client) => {
    accepted += 1;
    if (faults.refuse) {
      client.resetAndDestroy();
      return;
    }
    const upstream = new Socket();
    open.add(client);
    open.add(upstream);
    upstream.connect(options.target.port, options.target.host);
    forward(client, upstream, () => faults.dropRequests);
    forward(upstream, client, () => faults.dropResponses);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    port,
    url: (scheme = 'http') => `${scheme}://127.0.0.1:${port}`,
    accepted: () => accepted,
    set: (next) => {
      faults = { ...faults, ...next };
    },
    heal: () => {
      faults = { ...CLEAN };
    },
    resetAll: () => {
      for (const socket of open) socket.resetAndDestroy();
      open.clear();
    },
    close: async () => {
      for (const socket of open) socket.destroy();
      open.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
