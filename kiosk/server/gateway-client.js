// @ts-check
// The kiosk server's own questions to the gateway (the boot check), asked as the browser's
// are: by the trusted document's hash, never by text (the gateway enforces that for
// client `kiosk`, decision 0119).
import { gatewayHeaders } from './forwarded-headers.js';

/**
 * @param {{ gatewayUrl: string; credential: string; country: import('@beauty/contracts/locale').Country; hash: string; operationName: string; variables: Record<string, unknown> }} request
 * @returns {Promise<{ status: number; body: { data?: any; errors?: { message: string; extensions?: { code?: string } }[] } }>}
 */
export async function askGateway({ gatewayUrl, credential, country, hash, operationName, variables }) {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: gatewayHeaders({ 'content-type': 'application/json', accept: 'application/json' }, { credential, country }),
    body: JSON.stringify({ operationName, variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: { errors: [{ message: text.slice(0, 200) || `HTTP ${response.status}` }] } };
  }
}
