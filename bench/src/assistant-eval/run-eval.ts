// `pnpm eval:assistant` (issue 17 item 5, decision 0113): asks every question of the
// evaluation set through a built gateway and api (production mode, embedded database),
// checks each answer against its constraints and each fact against a direct lookup, and
// prints per engine: constraint satisfaction % (overall and per kind), answers with at
// least one valid product %, hallucinated products, prices, hours, slot times or points
// (must be 0), and p50/p95 latency. The embedded engine always runs; the model path too
// when ASSISTANT_MODEL_URL (and ASSISTANT_MODEL) are set. Exits non-zero on any
// hallucination.
import { startStack } from '../services.ts';
import { signUpMember } from './members.ts';
import { type EvalQuestion, QUESTIONS } from './questions.ts';
import { type Ask, checkPoints, checkServices, checkSlots, checkStores, type Verdict } from './visit-checks.ts';

const ASK = `mutation ($input: AskAssistantInput!) { askAssistant(input: $input) {
  reply { text link { href } products { id name inStock highlights category { path } price { amount currency } salePrice { amount currency } } }
  userErrors { code message } } }`;
const PRODUCT = `query ($id: ID!) { product(id: $id) { id name inStock price { amount currency } salePrice { amount currency } } }`;
const CURRENCY = { AU: 'AUD', HK: 'HKD', ID: 'IDR', MY: 'MYR', NZ: 'NZD', PH: 'PHP', SG: 'SGD', TH: 'THB' } as const;
const MODEL_VARIABLES = ['ASSISTANT_MODEL_URL', 'ASSISTANT_MODEL', 'ASSISTANT_MODEL_KEY'] as const;

interface Product {
  id: string;
  name: string;
  inStock: boolean;
  highlights: string[];
  category: { path: string } | null;
  price: { amount: number; currency: string };
  salePrice: { amount: number; currency: string } | null;
}

const siteHeaders = (q: EvalQuestion, cookie?: string) => ({
  'content-type': 'application/json',
  'x-site-country': q.country,
  'x-site-language': q.language,
  'apollo-require-preflight': 'true',
  ...(cookie ? { cookie } : {}),
});

async function graphql(url: string, query: string, variables: Record<string, unknown>, q: EvalQuestion, cookie?: string): Promise<any> {
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers: siteHeaders(q, cookie), body: JSON.stringify({ query, variables }) });
  return response.json();
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;
const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;

function checkProducts(expect: Extract<EvalQuestion['expect'], { kind: 'products' }>, products: Product[]): boolean {
  const valid = (p: Product) => {
    const price = (p.salePrice ?? p.price).amount;
    return (
      p.inStock &&
      (!expect.category || (p.category !== null && (p.category.path === expect.category || p.category.path.startsWith(`${expect.category}/`)))) &&
      (expect.maxMinor === undefined || price <= expect.maxMinor) &&
      (expect.minMinor === undefined || price >= expect.minMinor) &&
      (!expect.highlights || p.highlights.some((h) => expect.highlights!.includes(h)))
    );
  };
  return products.length > 0 && products.every(valid);
}

/** One engine's run over the whole set; returns the number of hallucinations. */
async function runEngine(engine: 'embedded engine' | 'model path', base: number): Promise<number> {
  const stack = await startStack(base);
  const latencies: number[] = [];
  const byKind = new Map<string, { asked: number; satisfied: number }>();
  let satisfied = 0;
  let productQuestions = 0;
  let withValidProduct = 0;
  let hallucinated = 0;
  const failures: string[] = [];
  const members = new Map<string, string>();
  try {
    for (const q of QUESTIONS) {
      const expect = q.expect;
      let cookie: string | undefined;
      if (expect.kind === 'points' && expect.member) {
        if (!members.has(q.country)) members.set(q.country, await signUpMember(stack.gatewayUrl, siteHeaders(q)));
        cookie = members.get(q.country);
      }
      let body: any;
      for (;;) {
        const started = performance.now();
        body = await graphql(stack.gatewayUrl, ASK, { input: { message: q.question } }, q, cookie);
        const elapsed = performance.now() - started;
        if (body.data?.askAssistant?.userErrors?.[0]?.code !== 'ASSISTANT_RATE_LIMITED') {
          latencies.push(elapsed);
          break;
        }
        // The per-address limit is a shopper protection: the eval waits like a shopper would.
        await new Promise((r) => setTimeout(r, 5_000));
      }
      const reply = body.data?.askAssistant?.reply;
      const kind = byKind.get(expect.kind) ?? { asked: 0, satisfied: 0 };
      byKind.set(expect.kind, { ...kind, asked: kind.asked + 1 });
      if (!reply) {
        failures.push(`${q.country}/${q.language} "${q.question}": no reply ${JSON.stringify(body.errors ?? body.data)}`);
        continue;
      }
      const products: Product[] = reply.products;
      // Hallucination: a product or price that a direct lookup does not confirm.
      for (const product of products) {
        const direct = (await graphql(stack.gatewayUrl, PRODUCT, { id: product.id }, q)).data?.product;
        const same =
          direct &&
          direct.name === product.name &&
          direct.price.amount === product.price.amount &&
          direct.inStock &&
          product.price.currency === CURRENCY[q.country];
        if (!same) hallucinated += 1;
      }
      const ask: Ask = (query, variables = {}) => graphql(stack.gatewayUrl, query, variables, q);
      let verdict: Verdict;
      if (expect.kind === 'link') verdict = { ok: reply.link?.href === expect.href, invented: 0 };
      else if (expect.kind === 'stores') verdict = await checkStores(expect, reply, ask);
      else if (expect.kind === 'slots') verdict = await checkSlots(expect, reply, ask, q.country);
      else if (expect.kind === 'services') verdict = await checkServices(reply, ask);
      else if (expect.kind === 'points')
        verdict = await checkPoints(expect, reply, cookie ? (query, variables = {}) => graphql(stack.gatewayUrl, query, variables, q, cookie) : undefined);
      else {
        productQuestions += 1;
        const ok = checkProducts(expect, products);
        if (ok) withValidProduct += 1;
        verdict = { ok, invented: 0 };
      }
      hallucinated += verdict.invented;
      if (verdict.invented > 0) failures.push(`${q.country}/${q.language} "${q.question}": unconfirmed ${verdict.what?.join(', ')} in: ${reply.text}`);
      if (verdict.ok) {
        satisfied += 1;
        byKind.get(expect.kind)!.satisfied += 1;
      } else failures.push(`${q.country}/${q.language} "${q.question}": ${reply.text} [${reply.products.length} products, link ${reply.link?.href ?? '-'}]`);
    }
  } finally {
    await stack.stop();
  }
  console.log(`\nassistant eval (${engine}), ${QUESTIONS.length} questions, ${new Date().toISOString()}`);
  for (const failure of failures) console.log(`  miss: ${failure}`);
  console.log(`constraint satisfaction: ${pct(satisfied, QUESTIONS.length)} (${satisfied}/${QUESTIONS.length})`);
  console.log(`  by kind: ${[...byKind].map(([kind, k]) => `${kind} ${k.satisfied}/${k.asked}`).join(', ')}`);
  console.log(
    `answers with at least one valid product: ${pct(withValidProduct, productQuestions)} (${withValidProduct}/${productQuestions} product questions)`,
  );
  console.log(`hallucinated products, prices, hours, slot times or points: ${hallucinated}`);
  console.log(`latency p50/p95: ${percentile(latencies, 50).toFixed(1)} / ${percentile(latencies, 95).toFixed(1)} ms`);
  return hallucinated;
}

async function main() {
  // The gateways are child processes that inherit this environment: the embedded run
  // starts without the model's variables, the model run with them.
  const model = Object.fromEntries(MODEL_VARIABLES.map((name) => [name, process.env[name]]));
  for (const name of MODEL_VARIABLES) delete process.env[name];
  let hallucinated = await runEngine('embedded engine', 4600);
  if (model.ASSISTANT_MODEL_URL) {
    for (const name of MODEL_VARIABLES) if (model[name] !== undefined) process.env[name] = model[name];
    hallucinated += await runEngine('model path', 4700);
  } else {
    console.log('\nmodel path: not run (ASSISTANT_MODEL_URL unset)');
  }
  if (hallucinated > 0) process.exitCode = 1;
}

await main();
