// Which channel a /graphql request comes from (decision 0119), decided before Apollo sees it.
// A kiosk is known by the credential staff issued it (x-kiosk-device, sent by the kiosk's own
// server), never by a header anyone can set: a request naming client `kiosk` without a valid
// credential ends here with 401 and no resolver runs. For a kiosk request the gateway then:
//   - names the client `kiosk`, so only the kiosk's trusted documents run (trusted-documents.ts);
//   - serves the store's country, whatever country header came with it;
//   - drops cookies: a kiosk's shopper session is the x-kiosk-session header only;
//   - counts the device's requests (600 a minute, then 429 RATE_LIMITED with Retry-After).
import type { RequestHandler, Response } from 'express';
import { parseCookie } from 'cookie';
import { KIOSK_DEVICE_HEADER, type KioskDevice } from '@beauty/contracts/kiosk';
import { LOCALE_HEADERS, resolveLocale } from '../locale/resolve-locale.ts';
import { CLIENT_HEADER } from '../platform/trusted-documents/trusted-documents.ts';
import { WindowCounter } from '../platform/limits/window-counter.ts';
import type { Logger } from '../platform/logger.ts';
import type { DeviceCheck } from './device-check.ts';

export type Channel = 'web' | 'kiosk';

declare module '../context.ts' {
  interface GatewayContext {
    /** The website or a store's kiosk (decided here from the device credential). */
    readonly channel: Channel;
    /** The kiosk this request comes from, and its credential for the api's kiosk calls. */
    readonly kiosk: { device: KioskDevice; credential: string } | undefined;
  }
}

/** What the gate decided, for the context, the limits and the log line. */
export interface ChannelOfRequest {
  channel: Channel;
  kiosk?: { device: KioskDevice; credential: string };
}

export const KIOSK_CLIENT = 'kiosk';
export const KIOSK_SESSION_HEADER = 'x-kiosk-session';
export const KIOSK_REQUESTS_PER_MINUTE = 600;

const WEB: ChannelOfRequest = { channel: 'web' };

export const channelOf = (res: Response): ChannelOfRequest => (res.locals?.channel as ChannelOfRequest | undefined) ?? WEB;

/** The request log line's channel fields: which channel, and for a kiosk which device of which store. */
export const channelFields = ({ channel, kiosk }: ChannelOfRequest) =>
  kiosk ? { channel, kioskDevice: kiosk.device.id, store: kiosk.device.storeId } : { channel };

function refuse(res: Response, status: number, code: string, message: string) {
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
}

export function channelGate(devices: DeviceCheck, logger: Logger, requestsPerMinute = KIOSK_REQUESTS_PER_MINUTE): RequestHandler {
  const counter = new WindowCounter(requestsPerMinute);
  return async (req, res, next) => {
    const credential = req.get(KIOSK_DEVICE_HEADER);
    const namesKiosk = req.get(CLIENT_HEADER)?.toLowerCase() === KIOSK_CLIENT;
    if (!credential && !namesKiosk) {
      res.locals.channel = WEB;
      return next();
    }
    if (!credential) return refuse(res, 401, 'KIOSK_DEVICE_UNKNOWN', 'The kiosk client needs a registered device credential');
    const cookies = parseCookie(req.headers.cookie ?? '');
    const locale = resolveLocale({ header: (name) => req.get(name), cookie: (name) => cookies[name] });
    let device: KioskDevice | null;
    try {
      device = await devices.deviceOf(credential, locale);
    } catch (error) {
      logger.error('kiosk device check failed', { error: String(error) });
      return refuse(res, 503, 'SERVICE_UNAVAILABLE', 'The kiosk cannot be checked just now');
    }
    if (!device) {
      logger.warn('unknown or revoked kiosk credential', { client: req.get(CLIENT_HEADER) ?? null });
      return refuse(res, 401, 'KIOSK_DEVICE_UNKNOWN', 'This kiosk is not registered, or its credential was revoked');
    }
    const wait = counter.hit(device.id);
    if (wait > 0) {
      res.setHeader('Retry-After', String(wait));
      return refuse(res, 429, 'RATE_LIMITED', `This kiosk is making too many requests; try again in ${wait} s`);
    }
    req.headers[CLIENT_HEADER] = KIOSK_CLIENT;
    req.headers[LOCALE_HEADERS.country] = device.country;
    delete req.headers.cookie;
    res.locals.channel = { channel: 'kiosk', kiosk: { device, credential } } satisfies ChannelOfRequest;
    next();
  };
}
