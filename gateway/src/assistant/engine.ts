// The embedded assistant (issue 17 item 3): no model, no network. The parser turns the
// question into constraints, the tools (GraphQL operations of this gateway, as the asking
// shopper) fetch the facts, and the answer is a template filled only with what the tools
// returned. A product it names is always one a tool just returned in stock with its real
// price (the cards show Product objects resolved again through the same gateway).
import { formatMoney } from '@beauty/contracts/money';
import { formatInCountry } from '@beauty/contracts/calendar';
import { priceBandKeysWithin } from '@beauty/contracts/price-bands';
import { localeTag } from '@beauty/contracts/locale-tag';
import type { Locale } from '../locale/resolve-locale.ts';
import { mentions, parseMessage, type ParsedMessage } from './parse-message.ts';
import { CONCERN_LABELS, label, ORDER_STATUS_LABELS, priceWords, reply, type ReplyKey } from './replies.ts';
import type { ToolProduct, Tools } from './tools.ts';
import { suggestionsFor } from './suggestions.ts';
import { ASSISTANT_PATHS } from './paths.ts';
import { bookingAnswer } from './booking-answers.ts';
import { pointsAnswer, pointsSignIn } from './points-answers.ts';
import { storesAnswer } from './store-answers.ts';
import type { Concern } from './vocabulary.ts';
import { type AssistantAnswer, type AssistantPage, MAX_CARDS } from './answer.ts';

/** Candidates a product search reads before the concern and budget checks. */
const CANDIDATES = 48;

const effectivePrice = (p: ToolProduct) => (p.salePrice ?? p.price).amount;

function priceText(parsed: ParsedMessage, locale: Locale): string | undefined {
  const money = (amount: number) => formatMoney({ amount, currency: locale.currency }, localeTag(locale));
  const { minMinor, maxMinor } = parsed.price;
  if (minMinor !== undefined && maxMinor !== undefined) return priceWords('between', locale.language, { min: money(minMinor), max: money(maxMinor) });
  if (maxMinor !== undefined) return priceWords('under', locale.language, { price: money(maxMinor) });
  if (minMinor !== undefined) return priceWords('over', locale.language, { price: money(minMinor) });
  return undefined;
}

const suitsConcern = (product: ToolProduct, concern: Concern) => product.highlights.some((h) => concern.highlights.includes(h));

/**
 * The listing the shopper can open for the same search (category, budget). The budget
 * becomes the listing's own price bands that hold it, so each shows as a labelled filter
 * chip ("Under ฿600", "฿600 – ฿1,200"), never as a raw range only this link knows.
 */
function listingHref(parsed: ParsedMessage, locale: Locale): string {
  const params = new URLSearchParams();
  const { minMinor, maxMinor } = parsed.price;
  if (minMinor !== undefined || maxMinor !== undefined)
    for (const band of priceBandKeysWithin(locale.currency, minMinor, maxMinor)) params.append('price', band);
  const base = parsed.productType ? `/pages/categories/${parsed.productType.category}` : '/search';
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** A brand the shopper names ("Fenty lipstick"), from the catalogue's own brand list. */
async function brandNamed(parsed: ParsedMessage, tools: Tools): Promise<{ slug: string; name: string } | undefined> {
  const brands = await tools.brands();
  return brands.filter((brand) => brand.name.length >= 3 && mentions(parsed.text, brand.name.toLowerCase())).sort((a, b) => b.name.length - a.name.length)[0];
}

async function findProducts(parsed: ParsedMessage, tools: Tools, locale: Locale, brand?: { slug: string; name: string }): Promise<AssistantAnswer> {
  const { language } = locale;
  const { minMinor, maxMinor } = parsed.price;
  const others = parsed.concerns.flatMap((c) => (c.key === 'vegan' ? ['VEGAN'] : c.key === 'fragrance-free' ? ['FRAGRANCE_FREE'] : []));
  const filter: Record<string, unknown> = {};
  if (minMinor !== undefined || maxMinor !== undefined) {
    // Whole units, max excluded by the api: one unit more, then the exact check below.
    filter.priceRanges = [`${Math.floor((minMinor ?? 0) / 100)}-${maxMinor === undefined ? '' : Math.ceil(maxMinor / 100) + 1}`];
  }
  if (others.length) filter.others = others;
  const sort = parsed.sort ?? (parsed.concerns.length ? 'TOP_RATED' : 'FEATURED');
  const { nodes } =
    parsed.productType || brand
      ? await tools.products({
          ...(parsed.productType ? { category: parsed.productType.category } : {}),
          ...(brand ? { brand: brand.slug } : {}),
          filter,
          sort,
          first: CANDIDATES,
        })
      : await tools
          .products({ query: parsed.text.slice(0, 100), filter, sort, first: CANDIDATES })
          .catch(() => ({ totalCount: 0, nodes: [] as ToolProduct[] }));
  const matches = nodes.filter(
    (p) =>
      p.inStock &&
      (maxMinor === undefined || effectivePrice(p) <= maxMinor) &&
      (minMinor === undefined || effectivePrice(p) >= minMinor) &&
      parsed.concerns.every((concern) => suitsConcern(p, concern)),
  );
  const constraints = [
    brand?.name,
    parsed.productType?.words[language][0] ?? parsed.productType?.words.en[0],
    ...parsed.concerns.map((c) => CONCERN_LABELS[c.key]?.[language] ?? c.key),
    priceText(parsed, locale),
  ]
    .filter(Boolean)
    .join(', ');
  const link = { label: label('seeAll', language), href: listingHref(parsed, locale) };
  const picks = matches.slice(0, MAX_CARDS);
  if (picks.length === 0) return { text: reply('none', language, { constraints }), productIds: [], suggestions: [], link };
  return { text: reply('found', language, { count: picks.length, constraints }), productIds: picks.map((p) => p.id), suggestions: [], link };
}

async function aboutProduct(parsed: ParsedMessage, page: AssistantPage | undefined, tools: Tools, locale: Locale): Promise<AssistantAnswer> {
  const { language } = locale;
  if (!page?.productSlug) return { text: reply('needProduct', language), productIds: [], suggestions: [], link: null };
  const product = await tools.product(page.productSlug);
  if (!product) return { text: reply('needProduct', language), productIds: [], suggestions: [], link: null };
  const shadeQuestion = ['shade', 'colour', 'color', 'เฉด', 'สี', '色號', '顏色', 'warna'].some((w) => mentions(parsed.text, w));
  if (shadeQuestion) {
    const shades = product.variants.filter((v) => v.type === 'SHADE' && v.stockStatus !== 'OUT_OF_STOCK').map((v) => v.name);
    const text = shades.length
      ? reply('shades', language, { name: product.name, count: shades.length, list: shades.slice(0, 8).join(', ') })
      : reply('noShades', language, { name: product.name, stock: label(product.inStock ? 'inStock' : 'outOfStock', language) });
    return { text, productIds: [product.id], suggestions: [], link: null };
  }
  const concern = parsed.concerns[0];
  if (concern) {
    const highlight = product.highlights.find((h) => concern.highlights.includes(h));
    const concernLabel = CONCERN_LABELS[concern.key]?.[language] ?? concern.key;
    if (highlight)
      return {
        text: reply('suits', language, { name: product.name, highlight, concern: concernLabel }),
        productIds: [product.id],
        suggestions: [],
        link: null,
      };
    // Not listed for it: say so, and offer products of the same category that are.
    const others = await findProducts(
      {
        ...parsed,
        intent: 'find_products',
        productType: undefined,
        ...(product.category
          ? {
              productType: {
                key: 'page',
                category: product.category.path,
                words: { en: [product.category.name], id: [product.category.name], th: [product.category.name], zh: [product.category.name] },
              },
            }
          : {}),
      },
      tools,
      locale,
    );
    return {
      ...others,
      text: `${reply('notListed', language, { name: product.name, concern: concernLabel })}${others.productIds.length ? '' : ` ${others.text}`}`,
    };
  }
  const rating = product.rating === null ? label('noRating', language) : product.rating.toFixed(1);
  const highlights = product.highlights.slice(0, 5).join(', ') || '—';
  return {
    text: reply('aboutProduct', language, { name: product.name, brand: product.brand.name, rating, reviews: product.reviewCount, highlights }),
    productIds: [product.id],
    suggestions: [],
    link: null,
  };
}

const COMPARE_SPLIT = /\s+(?:vs\.?|versus|and|or|dan|atau|กับ|และ|หรือ)\s+|\s*(?:和|與|或|對比)\s*/iu;
const COMPARE_WORDS = /^(?:compare|bandingkan|เปรียบเทียบ|比較)\s*/iu;

async function compare(parsed: ParsedMessage, page: AssistantPage | undefined, tools: Tools, locale: Locale): Promise<AssistantAnswer> {
  const { language } = locale;
  const names = parsed.text
    .replace(COMPARE_WORDS, '')
    .split(COMPARE_SPLIT)
    .map((s) => s.trim())
    .filter((s) => s.length > 1)
    .slice(0, 2);
  const found: ToolProduct[] = [];
  if (page?.productSlug && names.length < 2) {
    const current = await tools.product(page.productSlug);
    if (current) found.push(current);
  }
  for (const name of names) {
    if (found.length >= 2) break;
    const [first] = await tools.search(name);
    if (first && !found.some((p) => p.id === first.id)) found.push(first);
  }
  if (found.length < 2) return { text: reply('compareNeedTwo', language), productIds: found.map((p) => p.id), suggestions: [], link: null };
  const [a, b] = found as [ToolProduct, ToolProduct];
  const rating = (p: ToolProduct) => (p.rating === null ? label('noRating', language) : `${p.rating.toFixed(1)}★`);
  return {
    text: reply('compare', language, { a: a.name, b: b.name, ratingA: rating(a), ratingB: rating(b), reviewsA: a.reviewCount, reviewsB: b.reviewCount }),
    productIds: [a.id, b.id],
    suggestions: [],
    link: null,
  };
}

async function orders(tools: Tools, locale: Locale): Promise<AssistantAnswer> {
  const { language } = locale;
  const list = await tools.orders();
  if (list === null)
    return {
      text: reply('ordersGuest', language),
      productIds: [],
      suggestions: [],
      link: { label: label('signIn', language), href: `/sign_in?return_to=${encodeURIComponent(ASSISTANT_PATHS.orders)}` },
    };
  if (list.length === 0) return { text: reply('ordersNone', language), productIds: [], suggestions: [], link: null };
  // The day the order was placed on the shop's calendar (as Your orders shows it), not UTC's.
  const lines = list.map(
    (o) =>
      `#${o.number} (${formatInCountry(o.createdAt, localeTag(locale), locale.country, { dateStyle: 'medium' })}): ${ORDER_STATUS_LABELS[o.status]?.[language] ?? o.status.toLowerCase()}`,
  );
  return {
    text: reply('ordersList', language, { list: lines.join('; ') }),
    productIds: [],
    suggestions: [],
    link: { label: label('orders', language), href: ASSISTANT_PATHS.orders },
  };
}

/** Searches with the shopper's own words when the parser recognised nothing else. */
async function search(parsed: ParsedMessage, tools: Tools, locale: Locale): Promise<AssistantAnswer | undefined> {
  const words = parsed.text.replace(/[?!.,;:]+/g, ' ').trim();
  if (words.length < 2) return undefined;
  const products = (await tools.search(words.slice(0, 100))).filter((p) => p.inStock).slice(0, MAX_CARDS);
  if (products.length === 0) return undefined;
  return {
    text: reply('searchFound', locale.language, { query: words.slice(0, 60) }),
    productIds: products.map((p) => p.id),
    suggestions: [],
    link: { label: label('seeAll', locale.language), href: `/search?q=${encodeURIComponent(words.slice(0, 100))}` },
  };
}

/** When a tool fails (the api down, the budget spent): the page that answers it, never an error. */
const linkOnly = (text: ReplyKey, linkLabel: Parameters<typeof label>[0], href: string, language: Locale['language']): AssistantAnswer => ({
  text: reply(text, language),
  productIds: [],
  suggestions: [],
  link: { label: label(linkLabel, language), href },
});

export async function answerQuestion(
  question: string,
  page: AssistantPage | undefined,
  tools: Tools,
  locale: Locale,
  signedIn: boolean,
): Promise<AssistantAnswer> {
  const { language } = locale;
  const parsed = parseMessage(question, language);
  const withSuggestions = (answer: AssistantAnswer): AssistantAnswer => ({
    ...answer,
    suggestions: answer.suggestions.length ? answer.suggestions : suggestionsFor(page, locale).slice(0, 3),
  });
  const brand = parsed.intent === 'find_products' || parsed.intent === 'unknown' ? await brandNamed(parsed, tools) : undefined;
  if (brand) return withSuggestions(await findProducts(parsed, tools, locale, brand));
  switch (parsed.intent) {
    case 'find_products':
      return withSuggestions(await findProducts(parsed, tools, locale));
    case 'about_product':
      return withSuggestions(await aboutProduct(parsed, page, tools, locale));
    case 'compare':
      return withSuggestions(await compare(parsed, page, tools, locale));
    case 'orders':
      return withSuggestions(await orders(tools, locale));
    case 'points':
      if (!signedIn) return withSuggestions(pointsSignIn(locale));
      return withSuggestions(await pointsAnswer(tools, locale).catch(() => linkOnly('points', 'account', ASSISTANT_PATHS.points, language)));
    case 'stores':
      return withSuggestions(await storesAnswer(parsed, tools, locale).catch(() => linkOnly('stores', 'stores', ASSISTANT_PATHS.stores, language)));
    case 'booking':
      return withSuggestions(await bookingAnswer(parsed, tools, locale).catch(() => linkOnly('booking', 'booking', ASSISTANT_PATHS.booking, language)));
    case 'help':
      return withSuggestions({
        text: reply('help', language),
        productIds: [],
        suggestions: [],
        link: { label: label('help', language), href: ASSISTANT_PATHS.help },
      });
    case 'greeting':
      return withSuggestions({ text: reply('intro', language), productIds: [], suggestions: [], link: null });
    case 'unknown': {
      const found = await search(parsed, tools, locale).catch(() => undefined);
      return withSuggestions(
        found ?? { text: reply('fallback', language), productIds: [], suggestions: [], link: { label: label('help', language), href: ASSISTANT_PATHS.help } },
      );
    }
  }
}
