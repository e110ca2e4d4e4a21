// Members for the eval's points questions: signed up through the gateway on the site they
// ask on (their Beauty Pass is that country's), each question sent with their cookies.
import { randomUUID } from 'node:crypto';

const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { account { id } userErrors { code message } } }`;

export async function signUpMember(gatewayUrl: string, headers: Record<string, string>): Promise<string> {
  const password = 'Lumi#2024eval';
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({
      query: SIGN_UP,
      variables: {
        input: {
          email: `eval-${randomUUID().slice(0, 8)}@example.com`,
          password,
          passwordConfirmation: password,
          firstName: 'Eval',
          lastName: 'Member',
          dateOfBirth: '1995-05-05',
          consents: { privacyCollection: true, privacyDisclosure: true, marketing: false, policyAgreement: true, over14: true },
        },
      },
    }),
  });
  const body = (await response.json()) as any;
  if (!body.data?.signUp?.account) throw new Error(`eval sign-up failed: ${JSON.stringify(body)}`);
  // The cookies as a browser would send them back (Secure ones included: this is a test client).
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
}
