// The idempotency keys the gateway passes on as the Idempotency-Key header (checkout,
// bookings): what a client's crypto.randomUUID() makes, and the api's checkout pattern. A
// key a header cannot carry (non-ASCII, a control character) would fail the REST call
// itself, so a client's input would end as "the shop is unavailable": refused here instead.
export const isIdempotencyKey = (key: string): boolean => /^[A-Za-z0-9._:-]{8,100}$/.test(key);
