// Device detection (docs/product.md#devices-and-builds "Device detection by user agent, crawler list ignored";
// "Resize re-detect delay 50 ms"). The server decides from the User-Agent, so the first
// render already has the right layout and the analytics mobile flag; crawlers are not
// devices and get the default (desktop) layout. In the browser the width decides again
// 50 ms after the last resize.

import { isbot } from 'isbot';

const MOBILE = /Mobi|Android.+Mobile|iPhone|iPod|Windows Phone|BlackBerry|BB10|Opera Mini|IEMobile/i;

export const RESIZE_REDETECT_MS = 50;
/** The widest viewport laid out as mobile (the stylesheets' phone breakpoint). */
export const MOBILE_MAX_WIDTH = 767;

/** Search engines, link previewers and monitors (isbot's maintained list): never a shopper's device. */
export function isCrawler(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent && isbot(userAgent));
}

/** Mobile by the User-Agent; false for crawlers and unknown agents. */
export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent || isCrawler(userAgent)) return false;
  return MOBILE.test(userAgent);
}

export const isMobileWidth = (width: number) => width <= MOBILE_MAX_WIDTH;
