// The soak's shoppers: each a loop that acts as one person, with a pause between actions
// (a person, not a load generator), against gateways chosen round-robin. Expected answers
// of a contested shop (sold out, slot taken, reward gone, booking limit) are outcomes, not
// failures; anything else thrown is a failure and counts against the error rate.
import { randomUUID } from 'node:crypto';
import type { Pool } from 'undici';
import { bearerOf, graphql, type Shopper } from './soak-graphql.ts';

export type Kind = 'browse' | 'checkout' | 'member' | 'reward' | 'booking';
export const KINDS: Kind[] = ['browse', 'checkout', 'member', 'reward', 'booking'];

export interface SoakTally {
  latencies: Record<Kind, number[]>;
  failures: Record<Kind, string[]>;
  /** How often each expected outcome happened, e.g. "checkout: sold out". */
  outcomes: Map<string, number>;
}

export const newTally = (): SoakTally => ({
  latencies: Object.fromEntries(KINDS.map((k) => [k, []])) as unknown as Record<Kind, number[]>,
  failures: Object.fromEntries(KINDS.map((k) => [k, []])) as unknown as Record<Kind, string[]>,
  outcomes: new Map(),
});

export interface SoakWorld {
  pools: Pool[];
  apiUrl: string;
  hopSecret: string;
  scarceVariant: string;
  /** A variant with plenty of stock, for members' orders. */
  plentyVariant: string;
  scarceReward: string;
  browseProducts: string[];
  booking: { activityId: string; storeId: string };
  tally: SoakTally;
  deadline: number;
}

const LISTING = `query ($first: Int!) { products(first: $first, sort: FEATURED) { nodes { id name brand { name } } } }`;
const PRODUCT = `query ($id: ID!) { product(id: $id) { id name brand { name } variants { id name } } }`;
const ADD = `mutation ($id: ID!) { addToBag(input: { variantId: $id, quantity: 1 }) { userErrors { code } } }`;
const CHECKOUT = `mutation ($input: CheckoutInput!) { checkout(input: $input) { order { id status } userErrors { code } } }`;
const ME = `{ me { id email beautyPass { points { valid } } } }`;
const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { account { id } userErrors { code } } }`;
const ADD_REWARD = `mutation ($id: ID!) { addRewardToBag(input: { rewardId: $id }) { userErrors { code } } }`;
const REMOVE_REWARD = `mutation { removeRewardFromBag { userErrors { code } } }`;
const CALENDAR = `query ($a: ID!, $s: ID!) { slotCalendar(activityId: $a, storeId: $s, days: 7) { days { date slotCount } } }`;
const SLOTS = `query ($a: ID!, $s: ID!, $d: String!) { timeSlots(activityId: $a, storeId: $s, date: $d) { slots { startsAt } } }`;
const BOOK = `mutation ($input: CreateBookingInput!) { createBooking(input: $input) { booking { id } accessToken userErrors { code } } }`;
const CANCEL = `mutation ($input: CancelBookingInput!) { cancelBooking(input: $input) { booking { id } userErrors { code } } }`;

const PASSWORD = 'Lumi#2024';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(values: readonly T[]) => values[Math.floor(Math.random() * values.length)]!;
const codesOf = (payload: { userErrors: { code: string }[] }) => payload.userErrors.map((e) => e.code);

let ipCounter = 0;
/** A shopper with an address and a device of its own. */
export const newShopper = (): Shopper => {
  ipCounter += 1;
  return { ip: `10.20.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`, deviceId: randomUUID(), jar: new Map() };
};

export function shopperLoops(world: SoakWorld) {
  let turn = 0;
  const call = (shopper: Shopper, query: string, variables?: Record<string, unknown>) =>
    graphql(world.pools[turn++ % world.pools.length]!, world.hopSecret, shopper, query, variables);
  const outcome = (name: string): void => {
    world.tally.outcomes.set(name, (world.tally.outcomes.get(name) ?? 0) + 1);
  };
  /** Times one action; a throw is a failure of its kind. Expected outcomes return normally. */
  const act = async (kind: Kind, work: () => Promise<void>) => {
    const started = performance.now();
    try {
      await work();
      world.tally.latencies[kind].push(performance.now() - started);
    } catch (error) {
      world.tally.failures[kind].push(error instanceof Error ? error.message : String(error));
    }
  };
  const loop = async (thinkMs: number, step: () => Promise<void>) => {
    while (Date.now() < world.deadline) {
      await step();
      await pause(thinkMs * (0.5 + Math.random()));
    }
  };
  const checkoutInput = (email: string) => ({
    idempotencyKey: randomUUID(),
    email,
    recipientName: 'Soak Buyer',
    mobile: { callingCode: '+65', number: '91234567' },
    deliveryOption: 'CLICK_AND_COLLECT',
    storeId: 'ST-SG-1',
    cardNumber: '4242424242424242',
  });

  const browser = () => {
    const shopper = newShopper();
    return loop(100, () =>
      act('browse', async () => {
        if (Math.random() < 0.5) await call(shopper, LISTING, { first: 24 });
        else await call(shopper, PRODUCT, { id: pick(world.browseProducts) });
      }),
    );
  };

  /** A guest after the scarce product: a new bag each time, racing the others for the last units. */
  const scarceBuyer = () =>
    loop(150, () =>
      act('checkout', async () => {
        const shopper = newShopper();
        const added = codesOf((await call(shopper, ADD, { id: world.scarceVariant })).data.addToBag);
        if (added.length) {
          if (added.every((code) => /STOCK/.test(code))) return outcome('checkout: sold out at add');
          throw new Error(`add: ${added.join(',')}`);
        }
        const { data } = await call(shopper, CHECKOUT, { input: checkoutInput(`soak-${shopper.deviceId.slice(0, 8)}@example.com`) });
        if (data.checkout.order) return outcome('checkout: order placed');
        if (codesOf(data.checkout).some((code) => /STOCK/.test(code))) return outcome('checkout: sold out at checkout');
        throw new Error(`checkout: ${codesOf(data.checkout).join(',')}`);
      }),
    );

  /**
   * A member joins before the clock starts (one after another: each sign-up is a scrypt hash
   * of 128 MiB, and the api refuses a crowd of them with TOO_MANY_ATTEMPTS, decision 0052),
   * and gets points to spend through the sandbox.
   */
  const join = async (members: Map<string, Shopper>): Promise<Shopper> => {
    const shopper = newShopper();
    const email = `soak-${randomUUID().slice(0, 8)}@example.com`;
    const { data } = await call(shopper, SIGN_UP, {
      input: {
        email,
        password: PASSWORD,
        passwordConfirmation: PASSWORD,
        firstName: 'Soak',
        lastName: 'Member',
        mobile: { callingCode: '+65', number: '91234567' },
        dateOfBirth: '1995-05-05',
        consents: { privacyCollection: true, privacyDisclosure: true, marketing: false, policyAgreement: true, over14: true },
      },
    });
    if (!data.signUp.account) throw new Error(`sign-up failed: ${JSON.stringify(data.signUp.userErrors)}`);
    members.set(data.signUp.account.id as string, shopper);
    const bonus = await fetch(`${world.apiUrl}/api/web/v1/sandbox/users/beauty-pass`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearerOf(shopper.jar)}`, 'content-type': 'application/json', 'x-site-country': 'sg' },
      body: JSON.stringify({ bonusPoints: 600 }),
    });
    if (!bonus.ok) throw new Error(`bonus points: ${bonus.status}`);
    return shopper;
  };

  /** A member browsing as a member (short tokens: refreshes race across replicas) and now and then redeeming the scarce reward. */
  const member = (shopper: Shopper) =>
    loop(200, async () => {
      await act('member', async () => {
        if (!(await call(shopper, ME)).data.me?.email) throw new Error('signed out');
      });
      if (Math.random() < 0.3) await act('reward', () => redeem(shopper));
    });

  /** The scarce reward into the bag; then either out again (points and unit back) or into an order (spent). */
  const redeem = async (shopper: Shopper) => {
    const held = codesOf((await call(shopper, ADD_REWARD, { id: world.scarceReward })).data.addRewardToBag);
    if (held.length) {
      if (held.every((code) => ['OFFER_FULLY_REDEEMED', 'INSUFFICIENT_POINTS', 'ONE_REWARD_PER_TRANSACTION'].includes(code)))
        return outcome(`reward: ${held[0]}`);
      throw new Error(`add reward: ${held.join(',')}`);
    }
    if (Math.random() < 0.5) {
      const removed = codesOf((await call(shopper, REMOVE_REWARD)).data.removeRewardFromBag);
      if (removed.length) throw new Error(`remove reward: ${removed.join(',')}`);
      return outcome('reward: held and given back');
    }
    const added = codesOf((await call(shopper, ADD, { id: world.plentyVariant })).data.addToBag);
    if (added.length && !added.every((code) => code === 'MAX_QUANTITY_REACHED' || code === 'QUANTITY_LIMIT')) throw new Error(`add: ${added.join(',')}`);
    const { data } = await call(shopper, CHECKOUT, { input: checkoutInput('member-order@example.com') });
    if (data.checkout.order) return outcome('reward: ordered');
    throw new Error(`member checkout: ${codesOf(data.checkout).join(',')}`);
  };

  /** A guest booking the same service at the same store as the others; cancels its oldest before it would pass its own limit. */
  const booker = () => {
    const shopper = newShopper();
    const mine: { id: string; token: string }[] = [];
    const { activityId, storeId } = world.booking;
    return loop(250, () =>
      act('booking', async () => {
        if (mine.length >= 2 || (mine.length > 0 && Math.random() < 0.4)) {
          const oldest = mine.shift()!;
          const cancelled = codesOf((await call(shopper, CANCEL, { input: { id: oldest.id, token: oldest.token } })).data.cancelBooking);
          if (cancelled.length) throw new Error(`cancel: ${cancelled.join(',')}`);
          return outcome('booking: cancelled');
        }
        const days = ((await call(shopper, CALENDAR, { a: activityId, s: storeId })).data.slotCalendar.days as { date: string; slotCount: number }[]).filter(
          (d) => d.slotCount > 0,
        );
        if (days.length === 0) return outcome('booking: no days left');
        const date = pick(days.slice(0, 2)).date;
        const slots = (await call(shopper, SLOTS, { a: activityId, s: storeId, d: date })).data.timeSlots.slots as { startsAt: string }[];
        if (slots.length === 0) return outcome('booking: day full');
        const { data } = await call(shopper, BOOK, {
          input: {
            idempotencyKey: randomUUID(),
            activityId,
            storeId,
            startsAt: pick(slots.slice(0, 4)).startsAt,
            contact: { fullName: 'Soak Guest', phone: '+65 9123 4567' },
          },
        });
        const booked = data.createBooking;
        if (booked.booking) {
          mine.push({ id: booked.booking.id, token: booked.accessToken });
          return outcome('booking: booked');
        }
        const codes = codesOf(booked);
        if (codes.every((code) => ['SLOT_TAKEN', 'SLOT_UNAVAILABLE', 'BOOKING_LIMIT_REACHED'].includes(code))) return outcome(`booking: ${codes[0]}`);
        throw new Error(`book: ${codes.join(',')}`);
      }),
    );
  };

  return { browser, scarceBuyer, join, member, booker, call };
}

/** The balance each member is shown at the end ("me"), by user id: what the ledger must add up to. */
export async function shownBalances(members: Map<string, Shopper>, call: ReturnType<typeof shopperLoops>['call']): Promise<Map<string, number>> {
  const shown = new Map<string, number>();
  for (const [id, shopper] of members) shown.set(id, (await call(shopper, ME)).data.me.beautyPass.points.valid as number);
  return shown;
}
