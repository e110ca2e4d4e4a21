// Members made the quick way, for specs whose journey starts after signing up: through the
// storefront's own /graphql, as the sign-up page does, so the session cookies land in the
// page's browser context; and the sandbox call (outside production only) that gives a
// member points or makes them an employee, as a back office would.
import { expect, type Page } from '@playwright/test';

const apiPort = process.env.E2E_API_PORT ?? '4101';

/** Every consent the sign-up form asks for, given. */
export const CONSENTS = { privacyCollection: true, privacyDisclosure: true, policyAgreement: true, over14: true };

export interface NewMember {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  mobile?: { callingCode: string; number: string };
}

/**
 * Signs the member up and fails unless the api took them. The site is `country` when given;
 * without it the locale the page holds (its cookies, else Singapore), as the web's own calls.
 */
export async function signUpThroughGraphql(page: Page, member: NewMember, country?: string): Promise<void> {
  const { email, password, firstName = 'Mei', lastName = 'Tan', mobile } = member;
  const response = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', ...(country ? { 'x-site-country': country.toLowerCase() } : {}) },
    data: {
      query: 'mutation ($input: SignUpInput!) { signUp(input: $input) { userErrors { code } } }',
      variables: { input: { email, password, passwordConfirmation: password, firstName, lastName, mobile, consents: CONSENTS } },
    },
  });
  expect((await response.json()).data?.signUp.userErrors).toEqual([]);
}

/** The sandbox's Beauty Pass call as the signed-in member (the bearer put back together from the session cookies). */
export async function changeBeautyPassInSandbox(page: Page, country: string, change: { bonusPoints?: number; isEmployee?: boolean }): Promise<void> {
  const cookies = await page.context().cookies();
  const token = `${cookies.find((c) => c.name === 'jwt-data')!.value}.${cookies.find((c) => c.name === 'jwt-signature')!.value}`;
  const response = await page.request.post(`http://127.0.0.1:${apiPort}/api/web/v1/sandbox/users/beauty-pass`, {
    headers: { authorization: `Bearer ${token}`, 'x-site-country': country.toLowerCase() },
    data: change,
  });
  expect(response.status()).toBe(200);
}
