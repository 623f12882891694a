/**
 * The dashboard's figures for the signed-in user (`GET dashboard`): over the ongoing (not archived) projects
 * whose team the user is on, at any number of projects. Not in docs/api.md §1–5; documented in the OpenAPI reference.
 */
import { z } from 'zod';
import { ACTIVITY_STATUSES } from './project';
import { idSchema } from './shared';
import { DASHBOARD_PATH } from './paths';

export { DASHBOARD_PATH };

/** How many upcoming activities and largest budgets the answer lists. */
export const DASHBOARD_UPCOMING = 6;
export const DASHBOARD_LARGEST_BUDGETS = 5;

export const dashboardSchema = z
  .object({
    ongoingProjects: z.number().int().describe('Ongoing projects whose team the user is on'),
    activitiesByStatus: z
      .object(
        Object.fromEntries(ACTIVITY_STATUSES.map((s) => [s, z.number().int()])) as Record<
          (typeof ACTIVITY_STATUSES)[number],
          z.ZodNumber
        >,
      )
      .describe('Activities of those projects, counted per status'),
    upcoming: z
      .array(
        z.object({
          _id: idSchema,
          name: z.string(),
          deadline: z.string(),
          status: z.enum(ACTIVITY_STATUSES),
          project: idSchema,
          projectName: z.string(),
        }),
      )
      .describe(`The first ${DASHBOARD_UPCOMING} activities not done, soonest deadline first (overdue ones lead)`),
    budget: z
      .object({
        total: z.number().describe('Sum of the budgets, SEK'),
        budgetedProjects: z.number().int().describe('How many of the ongoing projects have a budget'),
        largest: z
          .array(z.object({ _id: idSchema, name: z.string(), budget: z.number() }))
          .describe(`The ${DASHBOARD_LARGEST_BUDGETS} largest budgets`),
      })
      .nullable()
      .describe('Null for accounts with limited functionality, which see no budget figures'),
  })
  .describe('The dashboard at a glance');

export type Dashboard = z.infer<typeof dashboardSchema>;
