/** The Project and Activity contracts (docs/api.md points 4 and 5 "Projects"). */
import { z } from 'zod';
import { highlightsField, idSchema, isoDate, listSchema } from './shared';
import { userSchema } from './user';
import { PROJECT_PATHS } from './paths';
import { VISIBILITIES, ACTIVITY_STATUSES } from './values';

export { VISIBILITIES, ACTIVITY_STATUSES, PROJECT_PATHS };

export type Visibility = (typeof VISIBILITIES)[number];
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];
export const PROJECT_POPULATE = ['organization', 'team', 'activities'] as const;

const dateOnly = z.iso.date({ error: 'Must be a date (YYYY-MM-DD).' });

export const activitySchema = z
  .object({
    _id: idSchema,
    project: idSchema,
    name: z.string(),
    responsible: z.union([idSchema, userSchema]).nullable(),
    deadline: z.string(),
    description: z.string(),
    keywords: z.array(z.string()),
    status: z.enum(ACTIVITY_STATUSES),
    createdAt: isoDate,
  })
  .meta({ id: 'Activity' });
export type Activity = z.infer<typeof activitySchema>;

export const projectAbilities = z.object({
  update: z.boolean(),
  delete: z.boolean(),
  manageContent: z.boolean(),
  share: z.boolean(),
  /** The project's part of the audit log: for its organization's admins and the superadmin. */
  readAudit: z.boolean(),
});

export const projectSchema = z
  .object({
    _id: idSchema,
    name: z.string(),
    description: z.string(),
    type: z.string(),
    sector: z.string(),
    startDate: z.string(),
    visibility: z.enum(VISIBILITIES),
    organization: z.union([idSchema, z.object({ _id: idSchema, name: z.string() })]),
    team: z.array(z.union([idSchema, userSchema])),
    activities: z.array(z.union([idSchema, activitySchema])),
    logo: z.string().nullable(),
    archived: z.boolean(),
    /** Whole kronor; null when not set or hidden from limited-functionality accounts. */
    budget: z.number().int().nullable(),
    budgetNotes: z.string().nullable(),
    lessonsLearned: z.string().nullable(),
    completed: z.number().int().min(0).max(100),
    bookmarked: z.boolean(),
    createdAt: isoDate,
    abilities: projectAbilities,
    highlights: highlightsField,
  })
  .meta({ id: 'Project' });
export type Project = z.infer<typeof projectSchema>;
export const selectedProjectSchema = projectSchema.partial().extend({ _id: idSchema });
export const projectListSchema = listSchema(selectedProjectSchema);

const name = z.string().trim().min(1, { error: 'Name is required.' }).max(200);
const budget = z
  .number({ error: 'Budget must be a positive whole number.' })
  .int({ error: 'Budget must be a positive whole number.' })
  .min(1, { error: 'Budget must be a positive whole number.' })
  .max(1e13);

export const createProjectBody = z.object({
  name,
  description: z.string().trim().max(10_000).default(''),
  type: z.string().trim().min(1, { error: 'Type is required.' }).max(100),
  sector: z.string().trim().max(100).default(''),
  startDate: dateOnly,
  visibility: z.enum(VISIBILITIES).default('organization'),
  logo: z.string().max(500).nullable().optional(),
  budget: budget.nullable().optional(),
  budgetNotes: z.string().max(10_000).optional(),
  /** Only a superadmin names it; everyone else creates in their own organization. */
  organization: idSchema.optional(),
  team: z.array(idSchema).max(500).optional(),
});
export type CreateProjectBody = z.infer<typeof createProjectBody>;

export const updateProjectBody = z
  .object({
    name,
    description: z.string().trim().max(10_000),
    type: z.string().trim().min(1).max(100),
    sector: z.string().trim().max(100),
    startDate: dateOnly,
    visibility: z.enum(VISIBILITIES),
    logo: z.string().max(500).nullable(),
    archived: z.boolean(),
    budget: budget.nullable(),
    budgetNotes: z.string().max(10_000),
    lessonsLearned: z.string().max(50_000),
  })
  .partial()
  .strict();
export type UpdateProjectBody = z.infer<typeof updateProjectBody>;

export const bulkIdsBody = z.object({ ids: z.array(idSchema).max(500).optional() });
export const addTeamMemberBody = z.object({ userId: idSchema });
/** `PATCH project/{projectId}/{memberId}`: the member's role in this project (free text; empty clears it). */
export const TEAM_ROLE_MAX = 80;
export const teamMemberRoleBody = z
  .object({
    role: z
      .string()
      .trim()
      .max(TEAM_ROLE_MAX, { error: `Role is at most ${TEAM_ROLE_MAX} characters.` }),
  })
  .strict();

export const createActivityBody = z.object({
  // An empty id is let through so the route answers it with docs/product.md's "Project ID is null".
  project: z.string().max(64).nullable().optional(),
  name: z.string().trim().min(1, { error: 'Name is required.' }).max(200),
  responsible: idSchema,
  deadline: dateOnly,
  description: z.string().trim().max(5000).default(''),
  keywords: z.array(z.string().trim().min(1).max(50)).min(1, { error: 'Add at least one keyword.' }).max(20),
});
export type CreateActivityBody = z.infer<typeof createActivityBody>;
// Without the create schema's defaults: a PUT changes only the fields it names.
export const updateActivityBody = z
  .object({
    name: z.string().trim().min(1, { error: 'Name is required.' }).max(200),
    responsible: idSchema,
    deadline: dateOnly,
    description: z.string().trim().max(5000),
    keywords: z.array(z.string().trim().min(1).max(50)).min(1, { error: 'Add at least one keyword.' }).max(20),
    status: z.enum(ACTIVITY_STATUSES),
  })
  .partial()
  .strict();
export type UpdateActivityBody = z.infer<typeof updateActivityBody>;

export const taxonomyQuery = z.object({ name: z.string().max(50) });
export const taxonomyAnswer = z.object({ name: z.string(), values: z.array(z.string()) });

export const bookmarksBody = z.object({
  projects: z.array(idSchema).max(500).optional(),
  files: z.array(idSchema).max(500).optional(),
});
export const bookmarksAnswer = z.object({ projects: z.array(idSchema), files: z.array(idSchema) });
