// One question, answered (decision 0113): by the model when one is configured and the
// conversation has tokens left, else, or whenever the model fails, by the embedded engine.
// The shopper never sees a model error. Logs say how a turn went (reason, timings, counts),
// never what was asked or answered: questions and tool results are personal data.
import type { GraphQLSchema } from 'graphql';
import type { AssistantConversation } from '@beauty/contracts/assistant';
import { currentRequest } from '@beauty/server-kit/request-id';
import type { GatewayContext } from '../context.ts';
import type { AssistantAnswer, AssistantPage } from './answer.ts';
import { answerQuestion } from './engine.ts';
import { modelConfig } from './model-config.ts';
import { answerWithModel, ModelTurnError } from './model-planner.ts';
import { historyMessages } from './model-prompt.ts';
import { parseMessage } from './parse-message.ts';
import { suggestionsFor } from './suggestions.ts';
import { tokenBudget } from './token-budget.ts';
import { createTools } from './tools.ts';

export interface TurnResult {
  answer: AssistantAnswer;
  /** Model tokens this turn spent, to charge to the conversation once it is stored. */
  modelTokens: number;
}

export async function answerTurn(
  question: string,
  page: AssistantPage | undefined,
  schema: GraphQLSchema,
  ctx: GatewayContext,
  readConversation: () => Promise<AssistantConversation>,
): Promise<TurnResult> {
  const embedded = async () => answerQuestion(question, page, createTools(schema, ctx), ctx.locale, ctx.session.signedIn);
  const config = modelConfig();
  if (!config) return { answer: await embedded(), modelTokens: 0 };
  // A guest asking for their points or orders is only asked to sign in: no model needed,
  // and nothing it could say about an account it cannot read.
  const intent = parseMessage(question, ctx.locale.language).intent;
  if (!ctx.session.signedIn && (intent === 'points' || intent === 'orders')) return { answer: await embedded(), modelTokens: 0 };
  const log = currentRequest()?.log;
  const started = performance.now();
  // The stored conversation: its id keys the token budget, its last turns give context.
  const conversation = await readConversation().catch(() => null);
  const spentBefore = conversation?.id ? tokenBudget.spent(conversation.id) : 0;
  if (!conversation || spentBefore >= config.tokenBudget) {
    log?.info({ assistantEngine: 'embedded', reason: conversation ? 'token-budget' : 'no-conversation' }, 'assistant turn');
    return { answer: await embedded(), modelTokens: 0 };
  }
  try {
    // Its own tools: a fallback after a model that spent the budget still has its own.
    const tools = createTools(schema, ctx);
    const result = await answerWithModel({ question, page, history: historyMessages(conversation.messages), locale: ctx.locale, tools, config, spentBefore });
    log?.info(
      {
        assistantEngine: 'model',
        ms: Math.round(performance.now() - started),
        firstTokenMs: result.firstTokenMs,
        rounds: result.rounds,
        toolCalls: result.toolCalls,
        tokens: result.tokens,
      },
      'assistant turn',
    );
    return { answer: { ...result.answer, suggestions: suggestionsFor(page, ctx.locale).slice(0, 3) }, modelTokens: result.tokens };
  } catch (error) {
    const reason = error instanceof ModelTurnError ? error.reason : 'error';
    log?.warn({ assistantEngine: 'embedded', reason, ms: Math.round(performance.now() - started) }, 'assistant model fell back');
    return { answer: await embedded(), modelTokens: error instanceof ModelTurnError ? error.tokens : 0 };
  }
}
