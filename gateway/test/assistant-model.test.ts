// The assistant's model path through the real gateway and api (decision 0113), against a
// fake OpenAI-compatible server on 127.0.0.1 that streams scripted answers: the model plans
// with the gateway's own tools and its cards are the tools' products; a model that stalls,
// answers garbage, calls tools past the budget, names a product or price no tool returned,
// or has spent its conversation's tokens is replaced by the embedded engine, and the
// shopper sees an answer, never an error. The same happens to a tool call whose arguments
// its zod schema refuses, and to a refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mintDeviceId } from '@beauty/contracts/cart/device-id';
import { streamChat } from '../src/assistant/model-client.ts';
import { MODEL_TOOL_SPECS, MODEL_TOOLS, parseToolCall, type ToolName } from '../src/assistant/model-tool-specs.ts';
import { coldCacheStack } from './support/stack.ts';
import {
  answerJson,
  type ModelRequest,
  questionOf,
  type Script,
  startFakeModel,
  startStream,
  streamRefusal,
  streamText,
  streamToolCall,
  toolResultsOf,
} from './assistant-fake-model.ts';

const TIMEOUT_MS = 3_000;
// Above what seven tool-call rounds of the fake model report, below two 'spend' answers.
const TOKEN_BUDGET = 20_000;

/** The first in-stock product the search tool returned to the model. */
const firstInStock = (request: ModelRequest) =>
  toolResultsOf(request)
    .flatMap((r) => r.products ?? [])
    .find((p: { in_stock: boolean }) => p.in_stock);

const searchThen =
  (
    answer: (request: ModelRequest) => string,
    tokens?: number,
    args: Record<string, unknown> = { category: 'skincare/treatments', sort: 'TOP_RATED' },
  ): Script =>
  async (request, res) => {
    if (toolResultsOf(request).length === 0) return streamToolCall(res, 'search_products', args);
    return streamText(res, answer(request), tokens);
  };

const SCRIPTS: Record<string, Script> = {
  serum: searchThen((request) => `Try [[product:${firstInStock(request).id}]], a favourite for its highlights.`),
  stall: (_, res) => {
    startStream(res);
    res.write(': thinking\n\n'); // and nothing more: the gateway's deadline must cut it
  },
  garbage: (_, res) => {
    startStream(res);
    res.end('data: {"choices": [{"delta": {"content": "Hel\n\ndata: <html>oops</html>\n\n');
  },
  loop: (request, res) => streamToolCall(res, 'search_products', { query: `serum ${toolResultsOf(request).length}` }),
  inventName: searchThen((request) => `Try [[product:${firstInStock(request).id}]] or the Moonlight Miracle Elixir.`),
  inventPrice: searchThen(() => 'The Moonlight Miracle Elixir is only $5 this week.'),
  inventMarker: searchThen(() => 'You will love [[product:moonlight-miracle-elixir]].'),
  spend: searchThen((request) => `Try [[product:${firstInStock(request).id}]].`, TOKEN_BUDGET + 1_000),
  balance: (_, res) => streamToolCall(res, 'my_points', {}),
  // Arguments search_products' schema refuses: a category it does not list, a price in words.
  badArgs: (_, res) => streamToolCall(res, 'search_products', { category: 'moisturisers-and-more', max_price: 'eighty' }),
  // A null is an absent value, as models often send for a parameter they leave out.
  nullArgs: searchThen((request) => `Try [[product:${firstInStock(request).id}]].`, undefined, { category: 'skincare/treatments', query: null, sort: null }),
  refuse: (_, res) => streamRefusal(res, 'I cannot help with that.'),
  json: (_, res) => answerJson(res, 'Hello from a server that does not stream.', 1_234),
  // A Thai shopper's sunscreen under ฿1,000, searched by its Thai word: the cards are what the search found in stock.
  sunscreen: async (request, res) => {
    if (toolResultsOf(request).length === 0) return streamToolCall(res, 'search_products', { query: 'ครีมกันแดด', max_price: 1000 });
    const found = toolResultsOf(request)
      .flatMap((r) => r.products ?? [])
      .filter((p: { in_stock: boolean }) => p.in_stock);
    return streamText(res, found.length ? found.map((p: { id: string }) => `[[product:${p.id}]]`).join(' ') : 'ไม่พบสินค้าที่มีพร้อมส่ง');
  },
};

let model: Awaited<ReturnType<typeof startFakeModel>>;
let modelEnv: Record<string, string> = {};
beforeAll(async () => {
  model = await startFakeModel((request) => SCRIPTS[questionOf(request).split(':')[0]!] ?? SCRIPTS.serum!);
  // Read by the assistant at its first question (model-config.ts), validated by env.ts.
  modelEnv = {
    ASSISTANT_MODEL_URL: model.url,
    ASSISTANT_MODEL: 'fake-model',
    ASSISTANT_MODEL_KEY: 'sk-test-key',
    ASSISTANT_MODEL_TIMEOUT_MS: String(TIMEOUT_MS),
    ASSISTANT_MODEL_TOKEN_BUDGET: String(TOKEN_BUDGET),
  };
  Object.assign(process.env, modelEnv);
});
afterAll(async () => {
  for (const name of Object.keys(modelEnv)) delete process.env[name];
  await model?.close();
});
const stack = coldCacheStack();

const ASK = `mutation Ask($input: AskAssistantInput!) {
  askAssistant(input: $input) { reply { text link { href } products { id name inStock price { amount currency } salePrice { amount currency } } } userErrors { code } }
}`;
const PRODUCT = `query ($id: ID!) { product(id: $id) { id name inStock price { amount currency } } }`;
const site = (device = mintDeviceId()) => ({ 'x-site-country': 'SG', 'x-site-language': 'en', 'x-device-id': device });

async function ask(message: string, headers: Record<string, string> = site()) {
  const started = performance.now();
  const { body } = await stack().graphql(ASK, { variables: { input: { message } }, headers });
  expect(body.errors).toBeUndefined();
  expect(body.data!.askAssistant.userErrors).toEqual([]);
  return { reply: body.data!.askAssistant.reply, ms: performance.now() - started };
}
const requestsFor = (prefix: string) => model.requests.filter((r) => questionOf(r).startsWith(prefix));

/** Every card is a real, in-stock product of the site at its real price. */
async function expectRealCards(products: Array<{ id: string; name: string; price: unknown }>) {
  for (const product of products) {
    const direct = (await stack().graphql(PRODUCT, { variables: { id: product.id }, headers: site() })).body.data!.product;
    expect(direct).toMatchObject({ id: product.id, name: product.name, price: product.price, inStock: true });
  }
}

describe('the model path', () => {
  it('plans with the search tool over a streamed function call, and shows as cards only the products the tool returned', async () => {
    const { reply } = await ask('serum: recommend a serum please');
    const [first, second] = requestsFor('serum:');
    expect(first!.body).toMatchObject({ model: 'fake-model', stream: true, tool_choice: 'auto' });
    expect(first!.authorization).toBe('Bearer sk-test-key');
    expect(first!.body.tools.map((t) => t.function.name)).toEqual(expect.arrayContaining(['search_products', 'find_stores', 'free_slots', 'my_points']));
    expect(first!.body.messages[0]!.content).toMatch(/never an instruction/);
    // The tool's result went back as data, in a role: tool message answering the call.
    const toolMessage = second!.body.messages.at(-1)!;
    expect(toolMessage.role).toBe('tool');
    const picked = firstInStock(second!);
    expect(reply.products.map((p: { id: string }) => p.id)).toEqual([picked.id]);
    expect(reply.text).toBe(`Try ${picked.name}, a favourite for its highlights.`);
    expect(reply.link.href).toBe('/pages/categories/skincare/treatments');
    await expectRealCards(reply.products);
  });

  it('finds the in-stock Thai sunscreens under ฿1,000 when the model searches for ครีมกันแดด', async () => {
    const headers = { 'x-site-country': 'TH', 'x-site-language': 'th', 'x-device-id': mintDeviceId() };
    const listed = await stack().graphql(`{ products(query: "sunscreen", first: 96) { nodes { id inStock price { amount } salePrice { amount } } } }`, {
      headers,
    });
    const inBudget = listed.body.data!.products.nodes.filter((p: any) => p.inStock && (p.salePrice ?? p.price).amount <= 100_000).map((p: any) => p.id);
    expect(inBudget.length).toBeGreaterThan(1);
    // It said nothing was in stock: the search found 4 of the 19 sunscreens, none of them within the budget.
    const { reply } = await ask('sunscreen: ครีมกันแดดราคาไม่เกิน 1,000 บาท', headers);
    expect(reply.products.length).toBeGreaterThan(1);
    for (const product of reply.products) expect(inBudget).toContain(product.id);
  });

  it('lets the embedded engine answer when the model stalls past the timeout', async () => {
    const { reply, ms } = await ask('stall: which stores are open in Bangkok');
    expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
    expect(ms).toBeLessThan(TIMEOUT_MS + 2_000);
    expect(reply.text).toMatch(/^We have no store in Bangkok on this site\. Our stores: ION Orchard/);
  });

  it('lets the embedded engine answer when the model streams garbage', async () => {
    const { reply } = await ask('garbage: moisturiser under $80');
    expect(requestsFor('garbage:')).toHaveLength(1);
    expect(reply.text).toMatch(/^Here are \d in-stock picks for moisturiser, under \$80:/);
    expect(reply.products.every((p: any) => p.inStock && (p.salePrice ?? p.price).amount <= 8_000)).toBe(true);
    await expectRealCards(reply.products);
  });

  it('stops a model that keeps calling tools at the budget, and answers embedded', async () => {
    const { reply } = await ask('loop: cleanser under $30');
    const requests = requestsFor('loop:');
    // Six tool calls ran (TOOL_CALL_BUDGET); the seventh was refused, not run.
    expect(requests).toHaveLength(7);
    expect(toolResultsOf(requests.at(-1)!)).toHaveLength(6);
    expect(reply.text).toMatch(/^Here are \d in-stock picks for cleanser, under \$30:/);
  });

  it('never makes a card of a product name the model wrote that no tool returned', async () => {
    const { reply } = await ask('inventName: a serum');
    expect(reply.text).toContain('Moonlight Miracle Elixir');
    const picked = firstInStock(requestsFor('inventName:')[1]!);
    expect(reply.products.map((p: { id: string }) => p.id)).toEqual([picked.id]);
    expect(reply.products.some((p: { name: string }) => /Moonlight/.test(p.name))).toBe(false);
  });

  it('drops the model’s answer for a price or a product card no tool returned: the embedded engine answers', async () => {
    for (const script of ['inventPrice', 'inventMarker']) {
      const { reply } = await ask(`${script}: serum under $100`);
      expect(reply.text).not.toMatch(/Moonlight|\$5\b/);
      expect(reply.text).toMatch(/^Here are \d in-stock picks for serum, under \$100:/);
      await expectRealCards(reply.products);
    }
  });

  it('stops asking the model for a conversation that spent its token budget', async () => {
    const device = mintDeviceId();
    const first = await ask('spend: a serum', site(device));
    expect(first.reply.products).toHaveLength(1);
    expect(requestsFor('spend:')).toHaveLength(2);
    const second = await ask('spend: a serum for dry skin', site(device));
    expect(requestsFor('spend:')).toHaveLength(2);
    expect(second.reply.text).toMatch(/^(Here are \d in-stock picks|I couldn't find)/);
    // Another shopper's conversation still has its own budget.
    await ask('spend: a serum');
    expect(requestsFor('spend:')).toHaveLength(4);
  });

  it('sends each tool’s parameters as the JSON schema of its zod schema', async () => {
    await ask('serum: a serum for the schema');
    const [first] = requestsFor('serum: a serum for the schema');
    const names = Object.keys(MODEL_TOOLS) as ToolName[];
    expect(first!.body.tools.map((t) => t.function.name)).toEqual(names);
    for (const name of names) {
      const sent = first!.body.tools.find((t) => t.function.name === name)!;
      expect(sent).toEqual({
        type: 'function',
        function: { name, description: MODEL_TOOLS[name].description, parameters: z.toJSONSchema(MODEL_TOOLS[name].parameters) },
      });
    }
    // What the model reads: a closed object whose category is one of the engine's own.
    const search = first!.body.tools[0]!.function.parameters as { properties: { category: { enum: string[] } }; additionalProperties: boolean };
    expect(search.additionalProperties).toBe(false);
    expect(search.properties.category.enum).toContain('skincare/treatments');
  });

  it('lets the embedded engine answer a tool call whose arguments the tool’s zod schema refuses, without running the tool', async () => {
    const { reply } = await ask('badArgs: moisturiser under $80');
    // The model was not asked again: no tool result went back to it.
    expect(requestsFor('badArgs:')).toHaveLength(1);
    expect(reply.text).toMatch(/^Here are \d in-stock picks for moisturiser, under \$80:/);
    await expectRealCards(reply.products);
  });

  it('takes a null argument as an absent one', async () => {
    const { reply } = await ask('nullArgs: a serum');
    const [, second] = requestsFor('nullArgs:');
    expect(reply.products.map((p: { id: string }) => p.id)).toEqual([firstInStock(second!).id]);
  });

  it('lets the embedded engine answer when the model refuses', async () => {
    const { reply } = await ask('refuse: moisturiser under $80');
    expect(requestsFor('refuse:')).toHaveLength(1);
    expect(reply.text).toMatch(/^Here are \d in-stock picks for moisturiser, under \$80:/);
  });

  it('answers a guest whose question made the model call my_points with the sign-in prompt only', async () => {
    const { reply } = await ask('balance: how much is left on my card');
    expect(requestsFor('balance:')).toHaveLength(1);
    expect(reply).toMatchObject({ text: 'Sign in to see your Beauty Pass points and tier.', link: { href: '/sign_in?return_to=%2Faccount' }, products: [] });
  });

  it('does not ask the model at all when a guest asks for their points: the sign-in prompt answers', async () => {
    const { reply } = await ask('balance: berapa poin saya', { ...site(), 'x-site-country': 'ID', 'x-site-language': 'id' });
    expect(requestsFor('balance: berapa')).toHaveLength(0);
    expect(reply).toMatchObject({ text: 'Masuk untuk melihat poin dan tingkat Beauty Pass Anda.', link: { href: '/sign_in?return_to=%2Faccount' } });
  });
});

describe('the model client', () => {
  const config = () => ({ url: model.url, model: 'fake-model', key: undefined, timeoutMs: TIMEOUT_MS, tokenBudget: TOKEN_BUDGET });
  const ask = (question: string) => streamChat(config(), [{ role: 'user', content: question }], MODEL_TOOL_SPECS, AbortSignal.timeout(TIMEOUT_MS));

  it('sends no key to a server that takes none', async () => {
    const completion = await ask('serum: no key');
    expect(completion.toolCalls.map((c) => c.function.name)).toEqual(['search_products']);
    expect(requestsFor('serum: no key')[0]!.authorization).toBeUndefined();
  });

  it('reads a whole JSON completion from a server that ignores `stream`', async () => {
    const completion = await ask('json: hello');
    expect(completion).toMatchObject({ text: 'Hello from a server that does not stream.', toolCalls: [], tokens: 1_234 });
  });

  it('turns garbage, a refusal and a stall into a ModelError with its reason', async () => {
    await expect(ask('garbage: hello')).rejects.toMatchObject({ reason: 'malformed' });
    await expect(ask('refuse: hello')).rejects.toMatchObject({ reason: 'malformed', message: 'the model refused' });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    await expect(streamChat(config(), [{ role: 'user', content: 'stall: hello' }], MODEL_TOOL_SPECS, controller.signal)).rejects.toMatchObject({
      reason: 'timeout',
    });
  });
});

describe('parseToolCall', () => {
  const call = (name: string, args: string) => ({ id: 'call_1', type: 'function' as const, function: { name, arguments: args } });

  it('parses arguments with the schema the model was sent', () => {
    expect(parseToolCall(call('search_products', '{"category":"skincare/treatments","max_price":80,"query":null}'))).toEqual({
      name: 'search_products',
      args: { category: 'skincare/treatments', max_price: 80 },
    });
    expect(parseToolCall(call('my_points', ''))).toEqual({ name: 'my_points', args: {} });
  });

  it('refuses what the schema refuses as malformed, naming the argument but not its value', () => {
    const refused = (name: string, args: string) => {
      try {
        parseToolCall(call(name, args));
      } catch (error) {
        return error as { reason: string; message: string };
      }
      throw new Error('parsed');
    };
    expect(refused('search_products', '{"max_price":"eighty"}')).toMatchObject({ reason: 'malformed', message: expect.stringContaining('max_price') });
    expect(refused('search_products', '{"max_price":"eighty"}').message).not.toContain('eighty');
    expect(refused('get_product', '{}')).toMatchObject({ reason: 'malformed', message: expect.stringContaining('slug') });
    expect(refused('free_slots', '{"activity_id":"A1","store_id":"S1","from_date":"tomorrow"}')).toMatchObject({ reason: 'malformed' });
    expect(refused('get_product', '[1]')).toMatchObject({ reason: 'malformed' });
    expect(refused('get_product', '{"slug":')).toMatchObject({ reason: 'malformed' });
    expect(refused('delete_everything', '{}')).toMatchObject({ reason: 'malformed', message: 'an unknown tool' });
  });
});
