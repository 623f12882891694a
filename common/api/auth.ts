/** The Auth contract (docs/api.md point 5 "Auth"). */
import { z } from 'zod';
import { MSG } from '../messages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../limits';
import { USER_TYPES, sessionAbilitiesSchema, userSchema } from './user';
import { idSchema } from './shared';
import { mfaChallengeAnswer } from './account-security';

export { AUTH_PATHS } from './values';

const email = z.email({ error: 'Invalid e-mail address.' }).max(254);
export const passwordSchema = z
  .string({ error: MSG.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, { error: MSG.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH);
const shortText = z.string().trim().max(200);

export const loginBody = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof loginBody>;

export const registerOrganization = z.union([
  z.object({ join: idSchema }),
  z.object({
    create: z.object({ name: z.string().trim().min(1).max(200), description: z.string().trim().max(2000).optional() }),
  }),
]);

export const registerBody = z.object({
  email,
  password: passwordSchema,
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  title: shortText.optional(),
  phone: shortText.optional(),
  address: shortText.optional(),
  userType: z.enum(USER_TYPES),
  acceptTerms: z.literal(true, { error: MSG.mustAcceptTerms }),
  organization: registerOrganization.optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

/** `abilities`: what the signed-in user may do beyond one entity; the web app shows it and decides nothing. */
export const authAnswer = z.object({
  success: z.literal(true),
  api_token: z.string(),
  user: userSchema,
  abilities: sessionAbilitiesSchema,
  /**
   * The organization requires two-step sign-in and this person has not set it up: until they have, every call
   * but its setup, verify_token and logout answers 403 `MFA_SETUP_REQUIRED`.
   */
  mfaSetupRequired: z.boolean().optional(),
});
export type AuthAnswer = z.infer<typeof authAnswer>;

/** `POST auth/login`: the session, or (two-step sign-in on) the challenge `POST auth/login/mfa` completes. */
export const loginAnswer = z.union([authAnswer, mfaChallengeAnswer]);
export type LoginAnswer = z.infer<typeof loginAnswer>;

export const verifyAnswer = z.object({
  success: z.literal(true),
  user: userSchema,
  abilities: sessionAbilitiesSchema,
  mfaSetupRequired: z.boolean().optional(),
});
export type VerifyAnswer = z.infer<typeof verifyAnswer>;

export const sendResetBody = z.object({ email: z.string().trim().min(1).max(254) });
export const resetPasswordBody = z.object({ token: z.string().min(1).max(200), password: passwordSchema });
export const changePasswordBody = z.object({
  email: z.string().trim().min(1).max(254),
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  password: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const publicOrganizationsQuery = z.object({ search: z.string().max(200).optional() });
export const publicOrganizationsAnswer = z.array(z.object({ _id: idSchema, name: z.string() }));
export type PublicOrganization = z.infer<typeof publicOrganizationsAnswer>[number];
