// What an answer of the assistant is, whichever engine made it (the embedded one in
// engine.ts, or a model's in model-answer.ts): the shapes every answer module shares.

export interface AssistantPage {
  productSlug?: string | null | undefined;
  path?: string | null | undefined;
}

export interface AssistantAnswer {
  text: string;
  /** Product ids shown as cards, from a tool's result. */
  productIds: string[];
  suggestions: string[];
  link: { label: string; href: string } | null;
}

/** Cards per answer: enough to choose, few enough to read on a phone. */
export const MAX_CARDS = 3;
