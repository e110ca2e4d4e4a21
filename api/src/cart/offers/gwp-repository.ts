// Gifts with purchase (multiple-gwps/): each offer of the country has a threshold and
// several gifts; a bag whose goods (after discounts) reach it may hold one choice. The
// choice is kept on the bag (cart_gwp) and its stock taken when the order is placed.
import type { Db, Queryable } from '../../db/db.ts';
import type { Country, Language } from '@beauty/contracts/locale';
import type { GwpOffer } from '@beauty/contracts/loyalty-rewards';
import { ApiError } from '../../platform/http-errors.ts';
import { fullyRedeemed, offerNotFound } from '../../loyalty/rewards.ts';
import { readCart, type BagKey } from '../cart-repository.ts';
import type { Cart } from '@beauty/contracts/cart';

/** The country's gifts with purchase, named in the shopper's language (migration 0096; else the row's name). */
export async function listGwps(
  db: Queryable,
  country: Country,
  language: Language,
  currency: string,
  goods: number,
  chosenId: string | null,
): Promise<GwpOffer[]> {
  const { rows } = await db.query<{
    offer_id: string;
    offer_name: string;
    threshold: number;
    id: string;
    name: string;
    brand_name: string;
    stock_left: number;
  }>(
    `select o.id as offer_id, coalesce(o.name_i18n ->> $2, o.name) as offer_name, o.threshold, c.id,
       coalesce(c.name_i18n ->> $2, c.name) as name, c.brand_name, c.stock_left
     from gwp_offer o join gwp_choice c on c.offer_id = o.id where o.country = $1 order by o.position, c.position`,
    [country, language],
  );
  const offers = new Map<string, GwpOffer>();
  for (const r of rows) {
    const threshold = Number(r.threshold);
    let offer = offers.get(r.offer_id);
    if (!offer) {
      offer = {
        id: r.offer_id,
        name: r.offer_name,
        threshold: { amount: threshold, currency },
        qualifies: goods >= threshold,
        amountToGo: { amount: Math.max(0, threshold - goods), currency },
        choices: [],
        chosenId: null,
      };
      offers.set(r.offer_id, offer);
    }
    offer.choices.push({ id: r.id, name: r.name, brandName: r.brand_name, available: Number(r.stock_left) > 0 });
    if (r.id === chosenId) offer.chosenId = r.id;
  }
  return [...offers.values()];
}

/** Chooses one gift (replacing any other choice: one gift with purchase per order). */
export async function chooseGwp(db: Db, key: BagKey, choiceId: string): Promise<Cart> {
  return db.transaction(async (tx) => {
    const found = await tx.query<{ stock_left: number; threshold: number }>(
      'select c.stock_left, o.threshold from gwp_choice c join gwp_offer o on o.id = c.offer_id where c.id = $1 and o.country = $2',
      [choiceId, key.country],
    );
    const choice = found.rows[0];
    if (!choice) throw offerNotFound();
    if (Number(choice.stock_left) <= 0) throw fullyRedeemed();
    const locked = await tx.query<{ id: string }>('select id from cart where device_id = $1 and country = $2 for update', [key.deviceId, key.country]);
    const bag = await readCart(tx, key);
    const goods = bag.summary.subtotal.amount - bag.summary.discount.amount;
    if (!locked.rows[0] || goods < Number(choice.threshold)) {
      throw new ApiError(422, 'GWP_NOT_QUALIFIED', 'Your bag is below this gift’s threshold.', { threshold: Number(choice.threshold), goods });
    }
    await tx.query('insert into cart_gwp (cart_id, choice_id) values ($1, $2) on conflict (cart_id) do update set choice_id = excluded.choice_id', [
      locked.rows[0].id,
      choiceId,
    ]);
    return readCart(tx, key);
  });
}

export async function removeGwp(db: Queryable, key: BagKey): Promise<Cart> {
  await db.query('delete from cart_gwp g using cart c where g.cart_id = c.id and c.device_id = $1 and c.country = $2', [key.deviceId, key.country]);
  return readCart(db, key);
}
