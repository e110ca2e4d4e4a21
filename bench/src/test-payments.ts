// The benches run the api in production mode, as shoppers meet it, on the built-in test
// payment provider: production refuses that provider unless told the stack takes no real
// money (api/src/checkout/payment-config.ts, decision 0138). A bench's api takes none.
export const BENCH_TEST_PAYMENTS = { PAYMENT_PROVIDER: 'test', ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'true' } as const;
