// The account dashboard through the gateway against a real api (decision 0085): profile
// settings and the beauty profile as payloads with userErrors, the password change and the
// deletion as sensitive mutations (never two in one request), deletion ending the browser's
// session, and the development inbox reading the mail the api's sender wrote.
import { describe, expect, it } from 'vitest';
import { applySetCookies, cookieHeader, PASSWORD, SIGN_UP, signUp, signUpInput } from './support/session.ts';
import { stackForFile } from './support/stack.ts';

const stack = stackForFile();

const UPDATE = `mutation ($input: UpdateProfileInput!) {
  updateProfile(input: $input) { account { id firstName mobile { callingCode number } dateOfBirth consents { marketing } } userErrors { code field message } }
}`;
const SAVE_BEAUTY = `mutation ($input: BeautyProfileInput!) {
  saveBeautyProfile(input: $input) { account { id beautyProfile { skinType complete completedAt } } pointsEarned userErrors { code field } }
}`;
const CHANGE_PASSWORD = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { changed otherSessionsEnded userErrors { code field } } }`;
const DELETE = `mutation ($input: DeleteAccountInput!) { deleteAccount(input: $input) { deleted userErrors { code field } } }`;

describe('account dashboard', () => {
  it('updates the profile; a mobile of another country is a userError on the mobile field', async () => {
    const { jar } = await signUp(stack.graphql);
    const headers = { cookie: cookieHeader(jar) };
    const input = { firstName: 'Mei', lastName: 'Tan', mobile: { callingCode: '+65', number: '91234567' }, dateOfBirth: '1991-07-04', marketingConsent: true };
    const ok = await stack.graphql(UPDATE, { variables: { input }, headers });
    expect(ok.body.data!.updateProfile).toMatchObject({
      account: { firstName: 'Mei', mobile: { callingCode: '+65', number: '91234567' }, dateOfBirth: '1991-07-04', consents: { marketing: true } },
      userErrors: [],
    });
    const wrong = await stack.graphql(UPDATE, { variables: { input: { ...input, mobile: { callingCode: '+852', number: '61234567' } } }, headers });
    expect(wrong.body.data!.updateProfile).toMatchObject({ account: null, userErrors: [{ code: 'MOBILE_COUNTRY', field: ['input', 'mobile'] }] });
    const guest = await stack.graphql(UPDATE, { variables: { input } });
    expect(guest.body.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    // The sign-up's date of birth was changed once above: a second change is a userError (decision 0132).
    const again = await stack.graphql(UPDATE, { variables: { input: { ...input, dateOfBirth: '1991-12-04' } }, headers });
    expect(again.body.data!.updateProfile).toMatchObject({ account: null, userErrors: [{ code: 'DATE_OF_BIRTH_LOCKED', field: ['input', 'dateOfBirth'] }] });
  });

  it('refuses a date of birth under 14 years ago at sign-up as in the profile: a DATE_OF_BIRTH userError, no account', async () => {
    const young = `${new Date().getUTCFullYear() - 10}-06-01`;
    const signedUp = await stack.graphql(SIGN_UP, { variables: { input: { ...signUpInput(`young-${Date.now()}@example.com`), dateOfBirth: young } } });
    expect(signedUp.body.data!.signUp).toMatchObject({ account: null, userErrors: [{ code: 'DATE_OF_BIRTH', field: ['input', 'dateOfBirth'] }] });
    const { jar } = await signUp(stack.graphql);
    const input = { firstName: 'Mei', lastName: 'Tan', mobile: null, dateOfBirth: young, marketingConsent: false };
    const profile = await stack.graphql(UPDATE, { variables: { input }, headers: { cookie: cookieHeader(jar) } });
    expect(profile.body.data!.updateProfile).toMatchObject({ account: null, userErrors: [{ code: 'DATE_OF_BIRTH', field: ['input', 'dateOfBirth'] }] });
  });

  it('saves the beauty profile into the account; the points come once', async () => {
    const { jar } = await signUp(stack.graphql);
    const headers = { cookie: cookieHeader(jar) };
    const input = { skinType: 'dry', skinTone: 'light', skinConcerns: ['redness'], hairType: 'straight', eyeColour: 'black' };
    const first = await stack.graphql(SAVE_BEAUTY, { variables: { input }, headers });
    expect(first.body.data!.saveBeautyProfile).toMatchObject({
      pointsEarned: 100,
      account: { beautyProfile: { skinType: 'dry', complete: true } },
      userErrors: [],
    });
    const second = await stack.graphql(SAVE_BEAUTY, { variables: { input }, headers });
    expect(second.body.data!.saveBeautyProfile.pointsEarned).toBe(0);
    const bad = await stack.graphql(SAVE_BEAUTY, { variables: { input: { ...input, skinType: 'scaly' } }, headers });
    expect(bad.body.data!.saveBeautyProfile.userErrors[0].code).toBe('INVALID_INPUT');
    const me = await stack.graphql('{ me { beautyProfile { skinType skinConcerns complete } } }', { headers });
    expect(me.body.data!.me.beautyProfile).toEqual({ skinType: 'dry', skinConcerns: ['redness'], complete: true });
  });

  it('changes the password only with the current one, and refuses two sensitive mutations in one request', async () => {
    const { jar } = await signUp(stack.graphql);
    const headers = { cookie: cookieHeader(jar) };
    const next = 'Bright#2026x';
    const wrong = await stack.graphql(CHANGE_PASSWORD, {
      variables: { input: { currentPassword: 'Nope#2024', password: next, passwordConfirmation: next } },
      headers,
    });
    expect(wrong.body.data!.changePassword).toEqual({
      changed: false,
      otherSessionsEnded: 0,
      userErrors: [{ code: 'CURRENT_PASSWORD_WRONG', field: ['input', 'currentPassword'] }],
    });
    const both = await stack.graphql(
      `mutation ($a: ChangePasswordInput!, $b: DeleteAccountInput!) { changePassword(input: $a) { changed } deleteAccount(input: $b) { deleted } }`,
      { variables: { a: { currentPassword: PASSWORD, password: next, passwordConfirmation: next }, b: { currentPassword: PASSWORD } }, headers },
    );
    expect(both.body.errors![0]!.extensions!.code).toBe('TOO_MANY_SENSITIVE_MUTATIONS');
    const ok = await stack.graphql(CHANGE_PASSWORD, {
      variables: { input: { currentPassword: PASSWORD, password: next, passwordConfirmation: next } },
      headers,
    });
    expect(ok.body.data!.changePassword).toMatchObject({ changed: true, userErrors: [] });
    expect((await stack.graphql('{ me { id } }', { headers })).body.data!.me).not.toBeNull(); // this browser stays signed in
  });

  it('deletes the account and ends the browser session; the welcome mail had reached the development inbox', async () => {
    const { jar, email } = await signUp(stack.graphql);
    await stack.api.runJobs();
    const inbox = await stack.graphql('query ($to: String) { devInbox(to: $to) { id kind subject language } }', { variables: { to: email } });
    expect(inbox.body.data!.devInbox).toEqual([expect.objectContaining({ kind: 'account_welcome', subject: 'Welcome to Lumi Beauty', language: 'en' })]);
    const mail = await stack.graphql('query ($id: ID!) { devMail(id: $id) { text html } }', { variables: { id: inbox.body.data!.devInbox[0].id } });
    expect(mail.body.data!.devMail.text).toContain('Hi Sari,');
    expect(mail.body.data!.devMail.html).toContain('<html lang="en">');

    const headers = { cookie: cookieHeader(jar) };
    const refused = await stack.graphql(DELETE, { variables: { input: { currentPassword: 'Nope#2024' } }, headers });
    expect(refused.body.data!.deleteAccount).toEqual({ deleted: false, userErrors: [{ code: 'CURRENT_PASSWORD_WRONG', field: ['input', 'currentPassword'] }] });
    const deleted = await stack.graphql(DELETE, { variables: { input: { currentPassword: PASSWORD } }, headers });
    expect(deleted.body.data!.deleteAccount).toEqual({ deleted: true, userErrors: [] });
    const after = applySetCookies(new Map(jar), deleted.headers);
    expect(after.has('jwt-refresh-token')).toBe(false);
    expect((await stack.graphql('{ me { id } }', { headers })).body.data!.me).toBeNull();
  });
});
