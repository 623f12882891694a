/**
 * Every error text the server sends where SPEC.md point 5/8 or API.md gives one. The web app matches
 * on these to show translations, so they are one vocabulary for both sides.
 */
export const MSG = {
  unknownError: 'Unknown error',
  internalError: 'Sorry, an internal error has happened.',
  timeout: 'Sorry, the request has timed out.',
  notFound: 'Not found',
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  tooManyRequests: 'Too many requests, please try again later.',
  invalidCredentials: 'Error logging in',
  emailTaken: 'A user with that email already exists.',
  registerFailed: 'Error registering user',
  mustAcceptTerms: 'Must accept the terms and conditions.',
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordsMustMatch: 'Passwords must match',
  passwordChangeFailed: 'Password change failed',
  wrongCurrentPassword: 'Current password is incorrect.',
  resetFailed: 'Sorry, an error happened.',
  resetTokenInvalid: 'The reset link is invalid or has expired.',
  notLoggedIn: "User wasn't logged in",
  noValidUser: 'No valid user!',
  notOrgMember: 'User is not a member of any organization.',
  notOrgAdmin: 'You are not an admin of this organization.',
  notProjectOrgAdmin: "You are not an admin of this project's organization.",
  missingInformation: 'Missing information.',
  wrongUserType: 'Wrong user type',
  orgNameTaken: 'An organization with that name already exists.',
  orgNotFound: 'Organization not found',
  userNotFound: 'User not found',
} as const;

export type MessageKey = keyof typeof MSG;
