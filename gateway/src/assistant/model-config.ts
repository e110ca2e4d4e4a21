// The assistant's model, when one is configured (decision 0113): read once from the
// variables env.ts validates (and parseEnv checked at boot). The gateway's options do not
// carry it yet because server-app.ts and server.ts were outside this change; moving it to
// GatewayOptions is the follow-up (the decision record says so).
import { parseAssistantModelEnv } from '../env.ts';

export interface ModelConfig {
  /** The OpenAI-compatible base url, e.g. http://127.0.0.1:11434/v1. */
  url: string;
  model: string;
  key: string | undefined;
  timeoutMs: number;
  /** Tokens one stored conversation may spend on the model. */
  tokenBudget: number;
}

let config: ModelConfig | null | undefined;

/** null: no model, the embedded engine answers everything. */
export function modelConfig(): ModelConfig | null {
  if (config === undefined) {
    const env = parseAssistantModelEnv();
    config =
      env.ASSISTANT_MODEL_URL && env.ASSISTANT_MODEL
        ? {
            url: env.ASSISTANT_MODEL_URL.replace(/\/+$/u, ''),
            model: env.ASSISTANT_MODEL,
            key: env.ASSISTANT_MODEL_KEY,
            timeoutMs: env.ASSISTANT_MODEL_TIMEOUT_MS,
            tokenBudget: env.ASSISTANT_MODEL_TOKEN_BUDGET,
          }
        : null;
  }
  return config;
}
