// One streamed chat completion from an OpenAI-compatible server (decision 0113), through the
// official `openai` SDK: `chat.completions.create` with the tools and tool_choice auto,
// `stream: true`. Streaming lets the turn's deadline cut a slow model at any point, and
// tells when the first token came. Every chunk is still checked with zod (the SDK only types
// them): a server that answers anything else is a ModelError, and the embedded engine answers.
import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions';
import { z } from 'zod';
import type { ModelConfig } from './model-config.ts';

export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface Completion {
  text: string;
  toolCalls: ToolCall[];
  /** From the stream's usage when the server sends it, else estimated (4 characters a token). */
  tokens: number;
  /** Milliseconds from the request to the first content or tool-call delta. */
  firstTokenMs: number | null;
}

export type FallbackReason = 'timeout' | 'http' | 'malformed' | 'tool-budget' | 'token-budget' | 'ungrounded' | 'error';

export class ModelError extends Error {
  constructor(
    readonly reason: FallbackReason,
    message: string = reason,
  ) {
    super(message);
  }
}

/** An answer is short; a longer stream is a runaway model. */
const MAX_TOKENS = 700;
const MAX_TEXT = 6_000;
const MAX_TOOL_CALLS_IN_ONE_MESSAGE = 8;
/** Stands in for a key a local server does not take; the header that would carry it is removed. */
const NO_KEY = 'no-key';

const chunkSchema = z.object({
  choices: z
    .array(
      z.object({
        delta: z
          .object({
            content: z.string().nullish(),
            refusal: z.string().nullish(),
            tool_calls: z
              .array(
                z.object({
                  index: z.number().int().min(0).max(MAX_TOOL_CALLS_IN_ONE_MESSAGE),
                  id: z.string().max(200).nullish(),
                  function: z.object({ name: z.string().max(100).nullish(), arguments: z.string().nullish() }).nullish(),
                }),
              )
              .nullish(),
          })
          .nullish(),
        // A non-streaming reply (a server that ignored `stream`) carries a whole message.
        message: z
          .object({
            content: z.string().nullish(),
            refusal: z.string().nullish(),
            tool_calls: z.array(z.object({ id: z.string(), function: z.object({ name: z.string(), arguments: z.string() }) })).nullish(),
          })
          .nullish(),
        finish_reason: z.string().nullish(),
      }),
    )
    .default([]),
  usage: z.object({ total_tokens: z.number().int().nonnegative() }).nullish(),
});
type Chunk = z.infer<typeof chunkSchema>;

class CompletionBuilder {
  text = '';
  readonly calls: Array<{ id: string; name: string; arguments: string }> = [];
  usage: number | undefined;
  finished = false;
  firstTokenMs: number | null = null;

  constructor(private readonly started: number) {}

  add(chunk: Chunk): void {
    if (chunk.usage) this.usage = chunk.usage.total_tokens;
    const choice = chunk.choices[0];
    if (!choice) return;
    const delta = choice.delta ?? choice.message;
    // A refusal is no answer to check: the embedded engine answers, as for an empty one.
    if (delta?.refusal) throw new ModelError('malformed', 'the model refused');
    if (delta?.content || delta?.tool_calls?.length) this.firstTokenMs ??= Math.round(performance.now() - this.started);
    if (delta?.content) this.text += delta.content;
    for (const [position, call] of (delta?.tool_calls ?? []).entries()) {
      const index = 'index' in call && typeof call.index === 'number' ? call.index : position;
      const entry = this.calls[index] ?? { id: '', name: '', arguments: '' };
      this.calls[index] = entry;
      if (call.id) entry.id = call.id;
      if (call.function?.name) entry.name += call.function.name;
      if (call.function?.arguments) entry.arguments += call.function.arguments;
    }
    if (choice.finish_reason) this.finished = true;
    if (this.text.length > MAX_TEXT || this.calls.some((c) => c.arguments.length > MAX_TEXT)) throw new ModelError('malformed', 'runaway output');
  }

  build(requestChars: number): Completion {
    const calls = this.calls.filter(Boolean);
    if (calls.some((c) => !c.name)) throw new ModelError('malformed', 'a tool call without a name');
    return {
      text: this.text,
      toolCalls: calls.map((c, i) => ({ id: c.id || `call_${i}`, type: 'function', function: { name: c.name, arguments: c.arguments || '{}' } })),
      tokens: this.usage ?? Math.ceil((requestChars + this.text.length + calls.reduce((n, c) => n + c.arguments.length, 0)) / 4),
      firstTokenMs: this.firstTokenMs,
    };
  }
}

function checkChunk(json: unknown): Chunk {
  const parsed = chunkSchema.safeParse(json);
  if (!parsed.success) throw new ModelError('malformed', 'a stream event of another shape');
  return parsed.data;
}

const clients = new WeakMap<ModelConfig, OpenAI>();

/** One SDK client per model config (read once, model-config.ts), so connections are reused. */
function clientFor(config: ModelConfig): OpenAI {
  let client = clients.get(config);
  if (!client) {
    client = new OpenAI({
      // The SDK wants a key; a local server takes none, so none is sent (as before the SDK).
      apiKey: config.key ?? NO_KEY,
      ...(config.key ? {} : { defaultHeaders: { authorization: null } }),
      // Set, so the SDK's OPENAI_* environment variables never point the assistant elsewhere
      // or send another credential.
      baseURL: config.url,
      organization: null,
      project: null,
      adminAPIKey: null,
      // The turn's deadline (model-planner.ts) aborts any request through its signal; this
      // bounds one request the same way.
      timeout: config.timeoutMs,
      // A retry would spend the turn's one deadline on a failing model; the embedded engine
      // answers at once instead.
      maxRetries: 0,
      // Failures become ModelErrors that assistant-turn.ts logs with pino as a reason; the
      // SDK's own console output (at debug, the question and tool results) would bypass that.
      logLevel: 'off',
    });
    clients.set(config, client);
  }
  return client;
}

function modelErrorOf(error: unknown, signal: AbortSignal): ModelError {
  if (error instanceof ModelError) return error;
  if (signal.aborted || error instanceof APIConnectionTimeoutError) return new ModelError('timeout', String(error));
  // The SDK's SSE reader throws a SyntaxError for an event that is not JSON.
  if (error instanceof SyntaxError) return new ModelError('malformed', 'a stream event that is not JSON');
  if (error instanceof APIError) return new ModelError('http', error.status === undefined ? 'an error in the stream' : `status ${error.status}`);
  return new ModelError('http', String(error));
}

export async function streamChat(config: ModelConfig, messages: ChatMessage[], tools: ChatCompletionFunctionTool[], signal: AbortSignal): Promise<Completion> {
  const started = performance.now();
  const requestChars = JSON.stringify(messages).length + JSON.stringify(tools).length;
  const builder = new CompletionBuilder(started);
  let stream: { controller: AbortController } | undefined;
  try {
    const { data, response } = await clientFor(config)
      .chat.completions.create(
        {
          model: config.model,
          messages,
          tools,
          tool_choice: 'auto',
          stream: true,
          stream_options: { include_usage: true },
          temperature: 0.2,
          max_tokens: MAX_TOKENS,
        },
        { signal },
      )
      .withResponse();
    stream = data;
    if ((response.headers.get('content-type') ?? '').startsWith('application/json')) {
      // A server that ignored `stream` sent one whole completion; the stream is never read.
      builder.add(checkChunk(await response.json()));
      builder.finished = true;
    } else {
      for await (const chunk of data) builder.add(checkChunk(chunk));
    }
  } catch (error) {
    throw modelErrorOf(error, signal);
  } finally {
    // Whatever is left (a refused stream, an unread body) is not read: drop the request.
    stream?.controller.abort();
  }
  // The SDK ends the iteration quietly when the signal aborts: that is the deadline.
  if (signal.aborted) throw new ModelError('timeout');
  // A stream cut before its last choice (finish_reason) is not an answer.
  if (!builder.finished) throw new ModelError('malformed', 'the stream ended early');
  return builder.build(requestChars);
}
