// A local stand-in for the hosted booking provider (decision 0093), on 127.0.0.1: what
// the api's tests and the web's Playwright specs run against. It keeps its bookings in
// memory and speaks the two API calls the client makes (with the API key), and a hosted
// page with "Confirm booking" and "Cancel" that sends the shopper back to our return pages
// with the reference in the query string, as the real one does. `forge` lets a test make
// the query string claim what the provider never confirmed.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface StandInBooking {
  reference: string;
  activityId: string;
  storeId: string;
  successUrl: string;
  cancelUrl: string;
  status: 'pending' | 'confirmed' | 'cancelled';
  bookingId: string;
  startsAt: string;
  endsAt: string;
}

export interface BooxiStandIn {
  url: string;
  key: string;
  bookings: Map<string, StandInBooking>;
  /** How many server-to-server lookups the api made. */
  lookups: number;
  close(): Promise<void>;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readJson(request: IncomingMessage): Promise<Record<string, string>> {
  let body = '';
  for await (const chunk of request) body += chunk;
  try {
    return JSON.parse(body || '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

/** startsAt: when the stand-in's bookings are (a fixed slot, tomorrow at 10:00 UTC by default). */
export async function startBooxiStandIn(options: { key?: string; port?: number; startsAt?: Date } = {}): Promise<BooxiStandIn> {
  const key = options.key ?? `stand-in-${randomUUID()}`;
  const bookings = new Map<string, StandInBooking>();
  const state = { lookups: 0 };
  const send = (response: ServerResponse, status: number, body: unknown, type = 'application/json') => {
    response.writeHead(status, { 'content-type': type });
    response.end(type === 'application/json' ? JSON.stringify(body) : String(body));
  };
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const authorized = request.headers.authorization === `Bearer ${key}`;
    const parts = url.pathname.split('/').filter(Boolean);
    if (request.method === 'POST' && url.pathname === '/api/bookings/start') {
      if (!authorized) return send(response, 401, { error: 'unauthorized' });
      const input = await readJson(request);
      const startsAt = options.startsAt ?? new Date(Math.ceil(Date.now() / 86_400_000) * 86_400_000 + 10 * 3_600_000);
      bookings.set(input.reference!, {
        reference: input.reference!,
        activityId: input.activityId!,
        storeId: input.storeId!,
        successUrl: input.successUrl!,
        cancelUrl: input.cancelUrl!,
        status: 'pending',
        bookingId: `BX-${randomUUID().slice(0, 8)}`,
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
      });
      return send(response, 200, { redirectUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/book/${encodeURIComponent(input.reference!)}` });
    }
    if (request.method === 'GET' && parts[0] === 'api' && parts[1] === 'bookings' && parts[2]) {
      if (!authorized) return send(response, 401, { error: 'unauthorized' });
      state.lookups += 1;
      const booking = bookings.get(decodeURIComponent(parts[2]));
      if (!booking) return send(response, 404, { status: 'not_found' });
      return send(response, 200, {
        status: booking.status,
        bookingId: booking.bookingId,
        startsAt: booking.startsAt,
        endsAt: booking.endsAt,
        customer: { fullName: 'Booxi Guest', email: 'booxi.guest@example.com', phone: null },
      });
    }
    // The hosted flow: a page, and its two buttons.
    if (parts[0] === 'book' && parts[1]) {
      const booking = bookings.get(decodeURIComponent(parts[1]));
      if (!booking) return send(response, 404, 'Unknown booking', 'text/plain');
      if (request.method === 'GET' && parts.length === 2) {
        const ref = escapeHtml(encodeURIComponent(booking.reference));
        return send(
          response,
          200,
          `<!doctype html><html lang="en"><head><title>Booking provider</title></head><body><main><h1>Booking provider (stand-in)</h1>
           <form method="post" action="/book/${ref}/confirm"><button>Confirm booking</button></form>
           <form method="post" action="/book/${ref}/cancel"><button>Cancel</button></form></main></body></html>`,
          'text/html; charset=utf-8',
        );
      }
      if (request.method === 'POST' && (parts[2] === 'confirm' || parts[2] === 'cancel')) {
        booking.status = parts[2] === 'confirm' ? 'confirmed' : 'cancelled';
        const back = new URL(parts[2] === 'confirm' ? booking.successUrl : booking.cancelUrl);
        back.searchParams.set('reference', booking.reference);
        back.searchParams.set('bookingId', booking.bookingId);
        response.writeHead(303, { location: back.toString() });
        return response.end();
      }
    }
    send(response, 404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    key,
    bookings,
    get lookups() {
      return state.lookups;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
