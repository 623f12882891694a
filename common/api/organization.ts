/** The Organization contract (docs/api.md points 4 and 5 "Organizations"). */
import { z } from 'zod';
import { idSchema, isoDate, listSchema } from './shared';
import { userSchema } from './user';

export { ORGANIZATION_PATHS } from './paths';

export const ORGANIZATION_POPULATE = ['users', 'admins', 'waitlist', 'requestedBy', 'projects'] as const;

const personRef = z.union([idSchema, userSchema]);

export const organizationSchema = z
  .object({
    _id: idSchema,
    name: z.string(),
    description: z.string(),
    /** Everyone in the organization, admins included; shown to its members only. */
    users: z.array(personRef),
    admins: z.array(personRef),
    /** Applicants waiting for approval, as members or as admins; shown to its admins only. */
    waitlist: z.object({ users: z.array(personRef), admins: z.array(personRef) }),
    projects: z.array(z.union([idSchema, z.object({ _id: idSchema }).loose()])),
    adminsCount: z.number().int(),
    membersCount: z.number().int(),
    projectsCount: z.number().int(),
    approved: z.boolean(),
    /** Members without two-step sign-in may do nothing but set it up. */
    requireMfa: z.boolean(),
    requestedBy: personRef.nullable(),
    createdAt: isoDate,
    abilities: z.object({
      update: z.boolean(),
      delete: z.boolean(),
      approve: z.boolean(),
      manageMembers: z.boolean(),
      /** Its single sign-on set-up (`organization/{id}/sso`). */
      manageSso: z.boolean(),
      /** Mark a claimed single sign-on domain verified without DNS (the superadmin alone). */
      markSsoDomainVerified: z.boolean(),
      /** The organization's audit log (docs/api.md §6). */
      readAudit: z.boolean(),
    }),
  })
  .meta({ id: 'Organization' });
export type Organization = z.infer<typeof organizationSchema>;

export const organizationListSchema = listSchema(organizationSchema.partial().extend({ _id: idSchema }));

const name = z.string().trim().min(1, { error: 'Name is required.' }).max(200);
export const createOrganizationBody = z.object({ name, description: z.string().trim().max(2000).optional() });
export const updateOrganizationBody = z
  .object({ name, description: z.string().trim().max(2000), approved: z.literal(true), requireMfa: z.boolean() })
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, { error: 'Nothing to update.' });
export type UpdateOrganizationBody = z.infer<typeof updateOrganizationBody>;

export const adminChangeQuery = z.object({ addAdminId: idSchema.optional(), removeAdminId: idSchema.optional() });

export const MEMBER_ROLES = ['member', 'admin'] as const;
export const addMemberBody = z.object({
  organizationId: idSchema,
  userId: idSchema,
  role: z.enum(MEMBER_ROLES).default('member'),
});
export type AddMemberBody = z.infer<typeof addMemberBody>;
export const removeMemberQuery = z.object({ userId: idSchema });
export const removeMemberBody = z.object({ organizationId: idSchema });
