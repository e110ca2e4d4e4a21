// The model path (decision 0113): the model plans with the same tools as the embedded
// engine via function calling, the calls run through the tool layer as the asking shopper,
// and the loop goes on until the model answers. Bounded three ways: at most
// TOOL_CALL_BUDGET tool calls a turn, a token budget per stored conversation, and one
// deadline for the whole turn. Anything else (an error, malformed output, a figure or
// product no tool returned) is a ModelError: the caller lets the embedded engine answer.
import type { Locale } from '../locale/resolve-locale.ts';
import type { AssistantAnswer, AssistantPage } from './answer.ts';
import { type ChatMessage, ModelError, streamChat } from './model-client.ts';
import type { ModelConfig } from './model-config.ts';
import { answerFromModel } from './model-answer.ts';
import { systemPrompt } from './model-prompt.ts';
import { MODEL_TOOL_SPECS } from './model-tool-specs.ts';
import { runModelTool, TurnFacts } from './model-tools.ts';
import { TOOL_CALL_BUDGET, ToolError, type Tools } from './tools.ts';

export interface ModelTurn {
  question: string;
  page: AssistantPage | undefined;
  history: ChatMessage[];
  locale: Locale;
  tools: Tools;
  config: ModelConfig;
  /** Tokens the conversation spent before this turn. */
  spentBefore: number;
}

export interface ModelResult {
  answer: Omit<AssistantAnswer, 'suggestions'>;
  tokens: number;
  rounds: number;
  toolCalls: number;
  firstTokenMs: number | null;
}

/** Model requests a turn may make: one per tool call, and the answer. */
const MAX_ROUNDS = TOOL_CALL_BUDGET + 1;

/** Tokens spent so far ride on the error, so a failed turn is charged too. */
export class ModelTurnError extends ModelError {
  constructor(
    cause: ModelError,
    readonly tokens: number,
  ) {
    super(cause.reason, cause.message);
  }
}

async function plan(turn: ModelTurn, signal: AbortSignal, spent: { tokens: number; firstTokenMs: number | null; rounds: number }): Promise<ModelResult> {
  const { config, locale, tools } = turn;
  const facts = new TurnFacts();
  const messages: ChatMessage[] = [{ role: 'system', content: systemPrompt(locale, turn.page) }, ...turn.history, { role: 'user', content: turn.question }];
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    if (turn.spentBefore + spent.tokens >= config.tokenBudget) throw new ModelError('token-budget');
    const completion = await streamChat(config, messages, MODEL_TOOL_SPECS, signal);
    spent.tokens += completion.tokens;
    spent.rounds += 1;
    spent.firstTokenMs ??= completion.firstTokenMs;
    if (completion.toolCalls.length === 0) {
      const answer = answerFromModel(completion.text, turn.question, facts);
      return { answer, tokens: spent.tokens, rounds: spent.rounds, toolCalls: facts.calls, firstTokenMs: spent.firstTokenMs };
    }
    if (facts.calls + completion.toolCalls.length > TOOL_CALL_BUDGET) throw new ModelError('tool-budget');
    messages.push({ role: 'assistant', content: completion.text || null, tool_calls: completion.toolCalls });
    for (const call of completion.toolCalls) {
      const content = await runModelTool(call, tools, locale, facts).catch((error: unknown) => {
        throw error instanceof ModelError
          ? error
          : new ModelError(error instanceof ToolError && tools.calls > TOOL_CALL_BUDGET ? 'tool-budget' : 'error', String(error));
      });
      // A guest asked for their orders or points: the sign-in prompt, not the model's words.
      if (facts.signIn) return { answer: facts.signIn, tokens: spent.tokens, rounds: spent.rounds, toolCalls: facts.calls, firstTokenMs: spent.firstTokenMs };
      messages.push({ role: 'tool', tool_call_id: call.id, content });
    }
  }
  throw new ModelError('tool-budget', 'the model kept calling tools');
}

export async function answerWithModel(turn: ModelTurn): Promise<ModelResult> {
  const controller = new AbortController();
  const spent = { tokens: 0, firstTokenMs: null as number | null, rounds: 0 };
  let timer: NodeJS.Timeout | undefined;
  // The deadline covers the whole turn: model rounds and the tools between them.
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new ModelError('timeout'));
    }, turn.config.timeoutMs);
  });
  try {
    return await Promise.race([plan(turn, controller.signal, spent), deadline]);
  } catch (error) {
    throw new ModelTurnError(error instanceof ModelError ? error : new ModelError('error', String(error)), spent.tokens);
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}
