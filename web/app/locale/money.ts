// Money is formatted in one module shared with the gateway (the assistant's answers):
// @beauty/contracts/money. Re-exported here so the web's imports stay local.
export { formatMoney, type MoneyValue } from '@beauty/contracts/money';
