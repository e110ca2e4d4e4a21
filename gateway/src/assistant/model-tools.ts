// The tools a model calls, run (decision 0113): the same Tools as the embedded engine (the
// gateway's own GraphQL operations, as the asking shopper; model-tool-specs.ts describes
// them to the model and parses their arguments with the same zod schemas). Each result
// goes back to the model as data (a `role: tool` message), already in the shopper's terms:
// prices formatted in the site's currency, times in the store's own zone. What the tools
// returned this turn is kept (TurnFacts): cards and figures in the model's answer must
// come from it.
import { formatMoney } from '@beauty/contracts/money';
import { localeTag } from '@beauty/contracts/locale-tag';
import type { Locale } from '../locale/resolve-locale.ts';
import type { AssistantAnswer } from './answer.ts';
import type { ToolCall } from './model-client.ts';
import { type ParsedToolCall, parseToolCall } from './model-tool-specs.ts';
import { activityPath, ASSISTANT_PATHS, signInPath, storesPath } from './paths.ts';
import { pointsSignIn } from './points-answers.ts';
import { label, reply } from './replies.ts';
import { todaysHours } from './store-answers.ts';
import type { ToolProduct, Tools } from './tools.ts';
import { CONCERNS } from './vocabulary.ts';

/** What this turn's tools returned: the only source of cards, figures and the answer's link. */
export class TurnFacts {
  readonly products = new Map<string, ToolProduct>();
  /** Every tool result as sent to the model: numbers in the answer must appear here. */
  readonly results: string[] = [];
  /** The prices the tools returned, as formatted for the shopper: a price in the answer must be one. */
  readonly prices: string[] = [];
  link: AssistantAnswer['link'] = null;
  /** A guest asked for member data: the answer is the sign-in prompt, whatever the model says. */
  signIn: AssistantAnswer | null = null;
  calls = 0;
}

type Money = { amount: number; currency: string } | null;

function productData(p: ToolProduct, money: (value: Money) => string | null) {
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    brand: p.brand.name,
    price: money(p.salePrice ?? p.price),
    in_stock: p.inStock,
    rating: p.rating,
    reviews: p.reviewCount,
    highlights: p.highlights.slice(0, 6),
    category: p.category?.path ?? null,
  };
}

/** Blank words are no words. */
const text = (value: string | undefined) => value?.trim() || undefined;

/** Formats a price for the model and keeps it among the turn's prices. */
const moneyFor = (locale: Locale, facts: TurnFacts) => (value: Money) => {
  if (!value) return null;
  const text = formatMoney(value, localeTag(locale));
  facts.prices.push(text);
  return text;
};

type ArgsOf<N extends ParsedToolCall['name']> = Extract<ParsedToolCall, { name: N }>['args'];

async function searchProducts(args: ArgsOf<'search_products'>, tools: Tools, locale: Locale, facts: TurnFacts) {
  const { category, sort } = args;
  const query = text(args.query);
  const [min, max] = [args.min_price, args.max_price];
  const filter = min !== undefined || max !== undefined ? { priceRanges: [`${Math.floor(min ?? 0)}-${max === undefined ? '' : Math.ceil(max) + 1}`] } : {};
  const { nodes } = await tools.products({ ...(category ? { category } : {}), ...(query ? { query } : {}), filter, ...(sort ? { sort } : {}), first: 24 });
  const concern = CONCERNS.find((c) => c.key === args.concern);
  const within = (p: ToolProduct) =>
    (max === undefined || (p.salePrice ?? p.price).amount <= max * 100) && (min === undefined || (p.salePrice ?? p.price).amount >= min * 100);
  const found = nodes.filter((p) => within(p) && (!concern || p.highlights.some((h) => concern.highlights.includes(h)))).slice(0, 8);
  for (const p of found) facts.products.set(p.id, p);
  facts.link = { label: label('seeAll', locale.language), href: category ? `/pages/categories/${category}` : `/search?q=${encodeURIComponent(query ?? '')}` };
  return { products: found.map((p) => productData(p, moneyFor(locale, facts))) };
}

async function runTool(call: ParsedToolCall, tools: Tools, locale: Locale, facts: TurnFacts): Promise<unknown> {
  const { language } = locale;
  const money = moneyFor(locale, facts);
  switch (call.name) {
    case 'search_products':
      return searchProducts(call.args, tools, locale, facts);
    case 'get_product': {
      const product = await tools.product(call.args.slug.trim());
      if (!product) return { found: false };
      facts.products.set(product.id, product);
      return {
        ...productData(product, money),
        shades_in_stock: product.variants.filter((v) => v.type === 'SHADE' && v.stockStatus !== 'OUT_OF_STOCK').map((v) => v.name),
      };
    }
    case 'find_stores': {
      const place = text(call.args.place);
      const { stores, placeNotFound } = await tools.stores(place);
      facts.link = { label: label('stores', language), href: storesPath(placeNotFound ? undefined : place) };
      return {
        place_not_found: placeNotFound,
        stores: stores.map((s) => ({ id: s.id, name: s.name, city: s.city, today: todaysHours(s), open_now: s.openNow, km: s.distanceKm })),
      };
    }
    case 'list_activities': {
      const { kind } = call.args;
      const activities = (await tools.activities(kind ? { kind } : {})).filter((a) => a.kind !== 'EVENT' && !a.invitationOnly);
      facts.link = { label: label('booking', language), href: ASSISTANT_PATHS.booking };
      const local = (instant: string, timeZone: string) =>
        new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(new Date(instant));
      return {
        activities: activities.map((a) => ({
          id: a.id,
          kind: a.kind,
          name: a.name,
          duration_minutes: a.durationMinutes,
          price: money(a.price) ?? 'free',
          stores: a.stores.map((s) => ({ id: s.id, name: s.name })),
          next_sessions: a.sessions
            .filter((s) => s.remaining > 0)
            .slice(0, 3)
            .map((s) => ({ store: s.store.name, starts: local(s.startsAt, s.timeZone), places_left: s.remaining })),
        })),
      };
    }
    case 'free_slots': {
      const { activity_id: activityId, store_id: storeId, from_date: from } = call.args;
      const calendar = await tools.slotCalendar({ activityId, storeId, ...(from ? { from } : {}), days: 4 }).catch(() => null);
      if (!calendar) return { found: false };
      facts.link = { label: label('booking', language), href: activityPath('SERVICE', activityId) };
      const day = calendar.days.find((d) => d.slotCount > 0);
      if (!day) return { time_zone: calendar.timeZone, free_days: 0 };
      const { slots, timeZone } = await tools.timeSlots({ activityId, storeId, date: day.date });
      const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
      return {
        date: day.date,
        time_zone: timeZone,
        times_store_local: slots.slice(0, 12).map((s) => time.format(new Date(s.startsAt))),
        more_that_day: Math.max(0, slots.length - 12),
      };
    }
    case 'my_orders': {
      const orders = await tools.orders();
      if (orders === null) {
        facts.signIn = {
          text: reply('ordersGuest', language),
          productIds: [],
          suggestions: [],
          link: { label: label('signIn', language), href: signInPath(ASSISTANT_PATHS.orders) },
        };
        return { signed_in: false };
      }
      facts.link = { label: label('orders', language), href: ASSISTANT_PATHS.orders };
      return { signed_in: true, orders: orders.map((o) => ({ number: o.number, status: o.status, placed: o.createdAt.slice(0, 10), total: money(o.total) })) };
    }
    case 'my_points': {
      const pass = await tools.points();
      if (pass === null) {
        facts.signIn = pointsSignIn(locale);
        return { signed_in: false };
      }
      facts.link = { label: label('account', language), href: ASSISTANT_PATHS.points };
      const { points, progress } = pass;
      return {
        signed_in: true,
        tier: pass.tierLabel === 'PINK' ? 'WHITE' : pass.tierLabel,
        points_to_spend: points.valid,
        points_pending: points.pending,
        expiring: points.expiringSoon ? { points: points.expiringSoon.points, date: points.expiringSoon.date.slice(0, 10) } : null,
        next_tier: progress.nextTier,
        spend_to_next_tier: money(progress.toNextTier),
        spend_to_keep_tier: money(progress.toKeep),
        membership_year_ends: progress.yearEnd.slice(0, 10),
      };
    }
  }
}

/** Runs one call the model asked for; the JSON text of its result, for a `role: tool` message. */
export async function runModelTool(call: ToolCall, tools: Tools, locale: Locale, facts: TurnFacts): Promise<string> {
  facts.calls += 1;
  const result = JSON.stringify(await runTool(parseToolCall(call), tools, locale, facts));
  facts.results.push(result);
  return result;
}
