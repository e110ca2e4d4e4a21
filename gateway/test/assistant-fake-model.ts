// A fake OpenAI-compatible server for the assistant's model tests (decision 0113): real
// HTTP on 127.0.0.1, POST /v1/chat/completions (what the openai SDK requests under the
// base url) answered with a scripted SSE stream, the script chosen by the test. It records
// every request so a test can assert what the gateway sent (tools, tool results as
// `role: tool` data, the key) and how often.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ModelRequest {
  authorization: string | undefined;
  body: {
    model: string;
    stream: boolean;
    tool_choice: string;
    tools: Array<{ type: string; function: { name: string; description: string; parameters: Record<string, unknown> } }>;
    messages: Array<{ role: string; content: string | null; tool_calls?: unknown[]; tool_call_id?: string }>;
  };
}

/** What the server does with one request: write to the response, end it or not. */
export type Script = (request: ModelRequest, res: ServerResponse) => Promise<void> | void;

const chunk = (delta: Record<string, unknown>, finish: string | null = null) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion.chunk',
  choices: [{ index: 0, delta, finish_reason: finish }],
});
const sse = (res: ServerResponse, data: unknown) => res.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

export function startStream(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
}

/** A streamed tool call, its arguments cut into pieces as real servers send them. */
export async function streamToolCall(
  res: ServerResponse,
  name: string,
  args: Record<string, unknown>,
  id = `call_${Math.random().toString(36).slice(2, 8)}`,
): Promise<void> {
  startStream(res);
  const json = JSON.stringify(args);
  sse(res, chunk({ role: 'assistant', tool_calls: [{ index: 0, id, type: 'function', function: { name, arguments: '' } }] }));
  for (let i = 0; i < json.length; i += 7) {
    await pause();
    sse(res, chunk({ tool_calls: [{ index: 0, function: { arguments: json.slice(i, i + 7) } }] }));
  }
  sse(res, chunk({}, 'tool_calls'));
  sse(res, { id: 'chatcmpl-test', object: 'chat.completion.chunk', choices: [], usage: { prompt_tokens: 900, completion_tokens: 20, total_tokens: 920 } });
  sse(res, '[DONE]');
  res.end();
}

/** A streamed final answer, word by word, with the usage the server reports. */
export async function streamText(res: ServerResponse, text: string, totalTokens = 1_000): Promise<void> {
  startStream(res);
  sse(res, chunk({ role: 'assistant', content: '' }));
  for (const word of text.split(/(?<= )/u)) {
    await pause();
    sse(res, chunk({ content: word }));
  }
  sse(res, chunk({}, 'stop'));
  sse(res, {
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    choices: [],
    usage: { prompt_tokens: totalTokens - 50, completion_tokens: 50, total_tokens: totalTokens },
  });
  sse(res, '[DONE]');
  res.end();
}

/** A refusal, streamed as OpenAI's models send one: no content, a `refusal` delta. */
export async function streamRefusal(res: ServerResponse, refusal: string): Promise<void> {
  startStream(res);
  sse(res, chunk({ role: 'assistant', content: null, refusal: '' }));
  await pause();
  sse(res, chunk({ refusal }));
  sse(res, chunk({}, 'stop'));
  sse(res, '[DONE]');
  res.end();
}

/** A whole completion as JSON, as a server that ignores `stream` answers. */
export function answerJson(res: ServerResponse, text: string, totalTokens = 1_000): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: 'chatcmpl-test',
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
      usage: { prompt_tokens: totalTokens - 50, completion_tokens: 50, total_tokens: totalTokens },
    }),
  );
}

/** The question of the request (the last user message). */
export const questionOf = (request: ModelRequest) => [...request.body.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
/** Tool results sent back so far, parsed. */
export const toolResultsOf = (request: ModelRequest) => request.body.messages.filter((m) => m.role === 'tool').map((m) => JSON.parse(m.content ?? 'null'));

export async function startFakeModel(pick: (request: ModelRequest) => Script): Promise<{ url: string; requests: ModelRequest[]; close(): Promise<void> }> {
  const requests: ModelRequest[] = [];
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    for await (const part of req) raw += part;
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404).end();
      return;
    }
    const request: ModelRequest = { authorization: req.headers.authorization, body: JSON.parse(raw) };
    requests.push(request);
    await pick(request)(request, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
