/** The User contract (docs/api.md point 4). */
import { z } from 'zod';
import { idSchema, isoDate, listSchema } from './shared';

export const ACCOUNT_TYPES = ['regular', 'administrator'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export type UserType = (typeof USER_TYPES)[number];
/** The interface languages; a person's is also their mails' language. */
import { LANGUAGES } from './values';
import { USER_TYPES } from './values';

export { USER_TYPES };

export { LANGUAGES, type Language } from './values';

export const organizationRefSchema = z.union([idSchema, z.object({ _id: idSchema, name: z.string() }).loose()]);

/** What the caller may do to this person; attached to a single user's answer (GET/PUT user/{id}). */
export const userAbilitiesSchema = z.object({
  update: z.boolean(),
  changePassword: z.boolean(),
  changeAccountType: z.boolean(),
});
export type UserAbilities = z.infer<typeof userAbilitiesSchema>;

export const userSchema = z
  .object({
    _id: idSchema,
    firstName: z.string(),
    lastName: z.string(),
    title: z.string(),
    phone: z.string(),
    address: z.string(),
    email: z.string(),
    organization: organizationRefSchema.nullable(),
    superadmin: z.boolean(),
    accountType: z.enum(ACCOUNT_TYPES),
    userType: z.enum(USER_TYPES),
    role: z.string(),
    bookmarks: z.object({ projects: z.array(idSchema), files: z.array(idSchema) }),
    createdAt: isoDate,
    isAdmin: z.boolean(),
    /** The morning mail of their overdue and soon due activities (docs/api.md §6 "Deadline mails"). */
    notifyDeadlines: z.boolean(),
    /** The language of their mails: the interface language they last chose. */
    language: z.enum(LANGUAGES),
    /**
     * Two-step sign-in is on for this account: it has a second factor, the authenticator app (`totpEnabled`) or a
     * passkey, so a password alone does not sign in.
     */
    mfaEnabled: z.boolean(),
    /** The authenticator app (TOTP, with recovery codes) is one of them. */
    totpEnabled: z.boolean(),
    /** The organization the user has applied to and waits for, if any. */
    pendingOrganization: z
      .object({ _id: idSchema, name: z.string(), role: z.enum(['member', 'admin']), approved: z.boolean() })
      .nullable()
      .optional(),
    abilities: userAbilitiesSchema.optional(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

/**
 * What the signed-in user may do beyond one entity (answered by login, register and verify_token): the web app
 * shows what these allow and never re-derives a rule from roles.
 */
export const sessionAbilitiesSchema = z
  .object({
    createProject: z.boolean(),
    /** Work across organizations: name the organization of a new project; see an organization column. */
    chooseOrganization: z.boolean(),
    /** Lists of projects, construction files and drawings (they need an organization). */
    listProjects: z.boolean(),
    createOrganization: z.boolean(),
    approveOrganizations: z.boolean(),
    /** Budget figures, lessons learned and CSV import (not part of limited functionality). */
    fullFunctionality: z.boolean(),
    import: z.object({ projects: z.boolean(), constructionfiles: z.boolean(), drawings: z.boolean() }),
    /** Profiles and passwords of other people. */
    updateOtherUsers: z.boolean(),
    setOtherPasswords: z.boolean(),
  })
  .meta({ id: 'SessionAbilities' });
export type SessionAbilities = z.infer<typeof sessionAbilitiesSchema>;

const profileText = z.string().trim().max(200);
export const updateUserBody = z
  .object({
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    title: profileText,
    phone: profileText,
    address: profileText,
    role: profileText,
    notifyDeadlines: z.boolean(),
    language: z.enum(LANGUAGES),
  })
  .partial()
  .strict();
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export { USER_PATHS } from './paths';

/** A user with `select` applied: any field may be missing, `bookmarks` down to one of its lists. */
export const selectedUserSchema = userSchema.partial().extend({
  _id: idSchema,
  bookmarks: z.object({ projects: z.array(idSchema).optional(), files: z.array(idSchema).optional() }).optional(),
});
export const userListSchema = listSchema(selectedUserSchema);

/** Both fields optional in the schema so that a missing one answers the spec's "Missing information.". */
export const changeAccountTypeBody = z.object({
  userId: idSchema.optional(),
  accountType: z.string().max(50).optional(),
});
