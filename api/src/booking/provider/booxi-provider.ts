// The hosted provider's client (decision 0093): two server-to-server calls with the API key
// (BOOKING_PROVIDER_URL, BOOKING_PROVIDER_KEY), each bounded by a timeout. The answers are
// checked with zod: a provider that answers something else is treated as unreachable.
import { z } from 'zod';
import type { HostedBooking, HostedBookingProvider, HostedStart } from './booking-provider.ts';

const TIMEOUT_MS = 5_000;

const startAnswer = z.object({ redirectUrl: z.url() });
const lookupAnswer = z.object({
  status: z.enum(['confirmed', 'cancelled', 'pending', 'not_found']),
  bookingId: z.string().max(200).optional(),
  startsAt: z.iso.datetime({ offset: true }).optional(),
  endsAt: z.iso.datetime({ offset: true }).optional(),
  customer: z.object({ fullName: z.string().min(1).max(100), email: z.string().max(254).nullish(), phone: z.string().max(30).nullish() }).optional(),
});

export class ProviderUnreachable extends Error {}

export function booxiProvider(config: { url: string; key: string }): HostedBookingProvider {
  const call = async (path: string, init: RequestInit = {}) => {
    let response: Response;
    try {
      response = await fetch(new URL(path, config.url), {
        ...init,
        headers: { authorization: `Bearer ${config.key}`, 'content-type': 'application/json', accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: 'error',
      });
    } catch (error) {
      throw new ProviderUnreachable(`booking provider unreachable: ${(error as Error).message}`);
    }
    if (response.status === 404) return { status: 'not_found' };
    if (!response.ok) throw new ProviderUnreachable(`booking provider answered ${response.status}`);
    return response.json() as Promise<unknown>;
  };
  return {
    name: 'booxi',
    async start(input: HostedStart) {
      const parsed = startAnswer.safeParse(await call('/api/bookings/start', { method: 'POST', body: JSON.stringify(input) }));
      if (!parsed.success) throw new ProviderUnreachable('booking provider start: unexpected answer');
      return parsed.data;
    },
    async lookup(reference: string): Promise<HostedBooking> {
      const parsed = lookupAnswer.safeParse(await call(`/api/bookings/${encodeURIComponent(reference)}`));
      if (!parsed.success) throw new ProviderUnreachable('booking provider lookup: unexpected answer');
      return parsed.data;
    },
  };
}
