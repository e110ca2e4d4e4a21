import { describe, expect, it } from 'vitest';
import { signInFlash } from './sign-in-flash';

describe('the greeting after signing in', () => {
  it('welcomes a member on their first session by name, as a sign-up is', () => {
    expect(signInFlash({ firstName: 'Mei', returning: false })).toEqual({ kind: 'welcome', name: 'Mei' });
  });
  it('welcomes a member back once they have been here before', () => {
    expect(signInFlash({ firstName: 'Mei', returning: true })).toEqual({ kind: 'welcomeBack' });
  });
});
