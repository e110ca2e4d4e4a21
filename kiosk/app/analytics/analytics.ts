// kiosk_screen_viewed: the kiosk's page_viewed (web/app/analytics/page-viewed.ts),
// pushed to the tag manager's dataLayer on every screen, with the channel the gateway's
// logs and limits use too (decision 0119), so reports tell the kiosk and the web apart.
import { pushToDataLayer } from '@beauty/client-kit/data-layer';

export interface ScreenViewedEvent {
  event: 'kiosk_screen_viewed';
  channel: 'kiosk';
  store_id: string;
  screen: string;
  language: string;
}

export function screenViewedEvent(input: { storeId: string; screen: string; language: string }): ScreenViewedEvent {
  return { event: 'kiosk_screen_viewed', channel: 'kiosk', store_id: input.storeId, screen: input.screen, language: input.language };
}

export function pushScreenViewed(event: ScreenViewedEvent): void {
  pushToDataLayer(event);
}
