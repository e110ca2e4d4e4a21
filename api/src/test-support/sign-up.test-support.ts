// A full sign-up as the account form sends it (auth/register/): every field filled in and
// the consents it requires. The suites that flood sign-in with guesses sign their shoppers
// up with it.
export const SIGN_UP_PASSWORD = 'Lumi#2024';

const consents = { privacyCollection: true, privacyDisclosure: true, marketing: false, policyAgreement: true, over14: true };

export const signUpBody = (email: string, password = SIGN_UP_PASSWORD) => ({
  email,
  password,
  passwordConfirmation: password,
  firstName: 'Ana',
  lastName: 'Lee',
  mobile: { callingCode: '+65', number: '91234567' },
  dateOfBirth: '1995-04-01',
  consents,
});
