/** What the auth route tests sign up and sign in with. */

export const uniqueEmail = (prefix = 'user') => `${prefix}-${Math.random().toString(36).slice(2)}@example.se`;

/** A valid registration body, with `over` changing or adding fields. */
export const registration = (over: Record<string, unknown> = {}) => ({
  email: uniqueEmail(),
  password: 'Hemligt-123',
  firstName: 'Karin',
  lastName: 'Berg',
  userType: 'full',
  acceptTerms: true,
  ...over,
});
