// Stores through the gateway against a real api: the locator lists the site country's
// stores, nearest first from a shared point or a typed place; each store's hours, zone,
// open-now and directions; a Store named by an order or checkout (id, name, address only)
// still answers the locator's fields, from one store-list call per request.
import { describe, expect, it } from 'vitest';
import { stackForFile } from './support/stack.ts';

const stack = stackForFile();

const AU = { 'x-site-country': 'au' };
const LOCATOR = `query ($near: GeoPointInput, $place: String) { storeLocator(near: $near, place: $place) {
  placeNotFound origin { latitude longitude label }
  stores { id name city timeZone openNow localTime distanceKm directionsUrl clickAndCollect services
    location { latitude longitude } openingHours { weekday opens closes } specialHours { date name opens closes } } } }`;

describe('the store locator', () => {
  it('lists the site country’s stores, each in its own zone with seven weekdays of hours and an https directions link', async () => {
    const { body } = await stack.graphql(LOCATOR, { headers: AU });
    expect(body.errors).toBeUndefined();
    const { stores, origin, placeNotFound } = body.data!.storeLocator;
    expect(origin).toBeNull();
    expect(placeNotFound).toBe(false);
    expect(stores.length).toBeGreaterThan(3);
    expect(stores.every((s: { id: string }) => s.id.startsWith('ST-AU-'))).toBe(true);
    const perth = stores.find((s: { city: string }) => s.city.startsWith('Perth'));
    expect(perth.timeZone).toBe('Australia/Perth');
    expect(perth.openingHours.map((h: { weekday: string }) => h.weekday)).toEqual([
      'MONDAY',
      'TUESDAY',
      'WEDNESDAY',
      'THURSDAY',
      'FRIDAY',
      'SATURDAY',
      'SUNDAY',
    ]);
    expect(perth.openingHours[0].opens).toMatch(/^\d\d:\d\d$/);
    expect(perth.directionsUrl).toMatch(/^https:\/\//);
    expect(perth.distanceKm).toBeNull();
    // "Open now" is the store's own clock: Perth's wall time is 2-3 hours behind Sydney's.
    const sydney = stores.find((s: { city: string }) => s.city.startsWith('Sydney'));
    const hoursBehind = (Date.parse(`${sydney.localTime}:00Z`) - Date.parse(`${perth.localTime}:00Z`)) / 3_600_000;
    expect([2, 3]).toContain(hoursBehind);
  });

  it('puts the nearest store first from a shared location, with distances', async () => {
    // Beside Forrest Chase in Perth.
    const { body } = await stack.graphql(LOCATOR, { headers: AU, variables: { near: { latitude: -31.95, longitude: 115.86 } } });
    const { stores, origin } = body.data!.storeLocator;
    expect(stores[0].city).toMatch(/^Perth/);
    expect(stores[0].distanceKm).toBeLessThan(1);
    expect(origin).toMatchObject({ latitude: -31.95, longitude: 115.86 });
    const distances = stores.map((s: { distanceKm: number }) => s.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('puts the stores of a typed postcode or city first, and says when nothing matches', async () => {
    const byCity = (await stack.graphql(LOCATOR, { headers: AU, variables: { place: 'Melbourne' } })).body.data!.storeLocator;
    expect(byCity.stores[0].city).toMatch(/^Melbourne/);
    expect(byCity.placeNotFound).toBe(false);
    const byPostcode = (await stack.graphql(LOCATOR, { headers: AU, variables: { place: '6000' } })).body.data!.storeLocator;
    expect(byPostcode.stores[0].city).toMatch(/^Perth/);
    const nowhere = (await stack.graphql(LOCATOR, { headers: AU, variables: { place: 'Atlantis' } })).body.data!.storeLocator;
    expect(nowhere.placeNotFound).toBe(true);
    expect(nowhere.stores.length).toBe(byCity.stores.length);
  });

  it('refuses a place longer than 80 characters before asking the api', async () => {
    stack.restCalls.length = 0;
    const { body } = await stack.graphql(LOCATOR, { headers: AU, variables: { place: 'x'.repeat(81) } });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(stack.restCalls.filter((c) => c.path.includes('stores'))).toEqual([]);
  });

  it('answers the locator’s fields on checkout’s click-and-collect stores with one store-list call', async () => {
    stack.restCalls.length = 0;
    const { body } = await stack.graphql('{ stores { id name openNow timeZone openingHours { weekday } clickAndCollect } }', {
      headers: { 'x-site-country': 'sg' },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.stores.length).toBeGreaterThan(3);
    expect(body.data!.stores.every((s: { clickAndCollect: boolean; timeZone: string }) => s.clickAndCollect && s.timeZone === 'Asia/Singapore')).toBe(true);
    expect(stack.restCalls.filter((c) => c.path.startsWith('/api/web/v1/stores/')).length).toBe(1);
  });

  it('finds one store by id, and null for another country’s', async () => {
    const sg = await stack.graphql('{ store(id: "ST-SG-1") { name timeZone } other: store(id: "ST-AU-1") { name } }', { headers: { 'x-site-country': 'sg' } });
    expect(sg.body.errors).toBeUndefined();
    expect(sg.body.data).toEqual({ store: { name: expect.stringContaining('ION Orchard'), timeZone: 'Asia/Singapore' }, other: null });
  });
});
