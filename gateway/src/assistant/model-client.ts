// One streamed chat completion from an OpenAI-compatible server (decision 0113): POST
// {url}/chat/completions with the tools and tool_choice auto, `stream: true`, read as
// server-sent events with undici. Streaming lets the turn's deadline cut a slow model at
// any point, and tells when the first token came. Every chunk is checked with zod: a
// server that answers anything else is a ModelError, and the embedded engine answers.
import { request } from 'undici';
import { z } from 'zod';
import type { ModelConfig } from './model-config.ts';
import { sseData } from './sse.ts';

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

const chunkSchema = z.object({
  choices: z
    .array(
      z.object({
        delta: z
          .object({
            content: z.string().nullish(),
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

function parseChunk(data: string): Chunk {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    throw new ModelError('malformed', 'a stream event that is not JSON');
  }
  const parsed = chunkSchema.safeParse(json);
  if (!parsed.success) throw new ModelError('malformed', 'a stream event of another shape');
  return parsed.data;
}

export async function streamChat(config: ModelConfig, messages: ChatMessage[], tools: unknown[], signal: AbortSignal): Promise<Completion> {
  const started = performance.now();
  const body = JSON.stringify({
    model: config.model,
    messages,
    tools,
    tool_choice: 'auto',
    stream: true,
    stream_options: { include_usage: true },
    temperature: 0.2,
    max_tokens: MAX_TOKENS,
  });
  const response = await request(`${config.url}/chat/completions`, {
    method: 'POST',
    signal,
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...(config.key ? { authorization: `Bearer ${config.key}` } : {}) },
    body,
  }).catch((error: unknown) => {
    throw new ModelError(signal.aborted ? 'timeout' : 'http', String(error));
  });
  const builder = new CompletionBuilder(started);
  try {
    if (response.statusCode !== 200) throw new ModelError('http', `status ${response.statusCode}`);
    if (String(response.headers['content-type'] ?? '').startsWith('application/json')) {
      builder.add(parseChunk(await response.body.text()));
      builder.finished = true;
    } else {
      for await (const data of sseData(response.body)) {
        if (data === '[DONE]') {
          builder.finished = true;
          break;
        }
        builder.add(parseChunk(data));
      }
    }
  } catch (error) {
    if (error instanceof ModelError) throw error;
    throw new ModelError(signal.aborted ? 'timeout' : 'http', String(error));
  } finally {
    // Whatever is left (after [DONE], or a refused stream) is not read: drop the socket.
    if (!response.body.destroyed) response.body.destroy();
  }
  // A stream cut before its end is not an answer.
  if (!builder.finished) throw new ModelError('malformed', 'the stream ended early');
  return builder.build(body.length);
}
