// The model's answer is held to the tools' facts: cards only for products a tool returned,
// figures only from tool results or the question.
import { describe, expect, it } from 'vitest';
import { answerFromModel, figure } from './model-answer.ts';
import { TurnFacts } from './model-tools.ts';
import type { ToolProduct } from './tools.ts';

const product = (id: string, name: string, amount: number, inStock = true): ToolProduct => ({
  id,
  slug: id.toLowerCase(),
  name,
  inStock,
  rating: 4.5,
  reviewCount: 10,
  highlights: [],
  price: { amount, currency: 'SGD' },
  salePrice: null,
  brand: { name: 'Lumi' },
  category: null,
});

function facts(...products: ToolProduct[]): TurnFacts {
  const turn = new TurnFacts();
  for (const p of products) turn.products.set(p.id, p);
  const prices = products.map((p) => `$${(p.price.amount / 100).toFixed(2)}`);
  turn.prices.push(...prices);
  turn.results.push(JSON.stringify({ products: products.map((p, i) => ({ id: p.id, name: p.name, price: prices[i], reviews: 5 })) }));
  return turn;
}

describe('answerFromModel', () => {
  it('turns markers into the real names and cards, in stock only, and takes a product named in words', () => {
    const turn = facts(product('P1', 'Dew Drops', 2_500), product('P2', 'Night Balm', 4_000, false), product('P3', 'Glow Serum', 3_900));
    const answer = answerFromModel('Try [[product:P1]] or [[product: P2]]; Glow Serum is $39.', 'serum under $40', turn);
    expect(answer.text).toBe('Try Dew Drops or Night Balm; Glow Serum is $39.');
    expect(answer.productIds).toEqual(['P1', 'P3']);
  });

  it('refuses a marker for a product no tool returned', () => {
    expect(() => answerFromModel('Try [[product:P404]]', 'serum', facts(product('P1', 'Dew Drops', 2_500)))).toThrow(
      expect.objectContaining({ reason: 'ungrounded' }),
    );
  });

  it('refuses a price, points or time that no tool returned, even a small price that is another figure of the results', () => {
    const turn = facts(product('P1', 'Dew Drops', 2_500));
    expect(() => answerFromModel('Dew Drops is $19.', 'serum', turn)).toThrow(/figure/);
    expect(() => answerFromModel('Everything is $1 today', 'serum', turn)).toThrow(/figure/);
    expect(() => answerFromModel('You have 1,250 points.', 'my points', turn)).toThrow(/figure/);
    expect(answerFromModel('Dew Drops, $25, 2 options', 'a serum under $30', turn).text).toBe('Dew Drops, $25, 2 options');
  });

  it('compares figures however they are written', () => {
    expect(['1,290.00', '1.290', '1290'].map(figure)).toEqual(['1290', '1290', '1290']);
    expect(['29.90', '29,9', '9:30', '200.000'].map(figure)).toEqual(['29.9', '29.9', '09:30', '200000']);
  });
});
