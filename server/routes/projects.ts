import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PROJECT_PATHS,
  PROJECT_POPULATE,
  bulkIdsBody,
  createProjectBody,
  projectListSchema,
  projectSchema,
  selectedProjectSchema,
  updateProjectBody,
} from '../../common/api/project';
import { errorSchema, idSchema } from '../../common/api/shared';
import { MSG, MSG_PROJECT } from '../../common/messages';
import { createProject } from '../commands/create-project';
import { deleteProjects } from '../commands/delete-projects';
import { updateProject } from '../commands/update-project';
import type { AppContext } from '../context';
import type { ProjectRow, UserRow } from '../db/schema';
import { badRequest } from '../errors';
import { requireUser } from '../plugins/auth';
import { authorize } from '../policies/authorize';
import { presentProject } from '../presenters/project';
import { listQuerystring, parseListParams, pickFields } from '../queries/list-query/list-params';
import { visibleProjects } from '../queries/bulk-access';
import { visibleProject, visibleProjectView } from '../queries/project-access';
import { answeredByHeader } from '../lists/list-answer';
import { listProjects, presentProjects, projectSelectableBy } from '../lists/project-list';
import { errorAnswers } from './route-helpers';

const tags = ['projects'];
const errors = errorAnswers(400, 401, 403, 404, 409);
const oneQuery = z.object({ populate: z.string().max(200).optional(), select: z.string().max(500).optional() });
const SELECTABLE = Object.keys(projectSchema.shape);

const selectableBy = projectSelectableBy(SELECTABLE);

export const projectRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const presentOne = async (caller: UserRow, row: ProjectRow, populate: Set<string>) => {
      const [answer] = await presentProjects(ctx, caller, [row], populate);
      if (!answer) throw new Error('project view missing');
      return answer;
    };

    app.get(
      PROJECT_PATHS.list,
      {
        config: { unauthorizedMessage: MSG.noValidUser },
        schema: {
          tags,
          querystring: listQuerystring,
          response: { 200: z.union([projectListSchema, z.array(z.unknown())]), ...errors },
        },
      },
      async (request, reply) => {
        const caller = requireUser(request).user;
        authorize(caller, 'project.list');
        const answer = await listProjects(ctx, caller, request.query, SELECTABLE);
        const timing = answeredByHeader(answer);
        if (timing) reply.header('Server-Timing', timing);
        return answer.body;
      },
    );

    app.get(
      PROJECT_PATHS.one,
      {
        schema: {
          tags,
          params: z.object({ id: idSchema }),
          querystring: oneQuery,
          response: { 200: selectedProjectSchema, ...errors },
        },
      },
      async (request) => {
        const caller = requireUser(request).user;
        const list = parseListParams(request.query, { populate: PROJECT_POPULATE, select: selectableBy(caller) });
        const view = await visibleProjectView(ctx, caller, request.params.id, {
          team: list.populate.has('team'),
          activities: list.populate.has('activities'),
        });
        return pickFields(presentProject(caller, view, list.populate), list.select);
      },
    );

    app.post(
      PROJECT_PATHS.list,
      { schema: { tags, body: createProjectBody, response: { 201: projectSchema, ...errors } } },
      async (request, reply) => {
        const caller = requireUser(request).user;
        const row = await createProject(ctx, caller, request.body);
        return reply.status(201).send(await presentOne(caller, row, new Set(['organization'])));
      },
    );

    app.put(
      PROJECT_PATHS.one,
      {
        schema: {
          tags,
          params: z.object({ id: idSchema }),
          querystring: oneQuery,
          body: updateProjectBody,
          response: { 200: projectSchema, ...errors },
        },
      },
      async (request) => {
        const caller = requireUser(request).user;
        const { project, onTeam } = await visibleProject(ctx.db, caller, request.params.id);
        const row = await updateProject(ctx, caller, project, onTeam, request.body);
        const populate = new Set(
          (request.query.populate ?? 'organization')
            .split(',')
            .filter((p) => (PROJECT_POPULATE as readonly string[]).includes(p)),
        );
        return presentOne(caller, row, populate);
      },
    );

    app.delete('/project', { schema: { tags, response: { 400: errorSchema } } }, async () => {
      throw badRequest(MSG_PROJECT.missingId);
    });

    app.delete(
      PROJECT_PATHS.one,
      {
        schema: {
          tags,
          params: z.object({ id: z.string().max(64) }),
          response: { 200: z.object({ success: z.literal(true) }), ...errors },
        },
      },
      async (request) => {
        const caller = requireUser(request).user;
        if (!request.params.id.trim()) throw badRequest(MSG_PROJECT.missingId);
        const { project, onTeam } = await visibleProject(ctx.db, caller, request.params.id);
        authorize(caller, 'project.delete', { project, onTeam });
        await deleteProjects(ctx, caller, [project.id]);
        return { success: true as const };
      },
    );

    app.post(
      PROJECT_PATHS.bulkDelete,
      {
        schema: {
          tags,
          body: bulkIdsBody,
          response: { 200: z.object({ success: z.literal(true), deletedCount: z.number().int() }), ...errors },
        },
      },
      async (request) => {
        const caller = requireUser(request).user;
        const ids = [...new Set(request.body.ids ?? [])];
        if (ids.length === 0) throw badRequest(MSG_PROJECT.missingIds);
        // Every id is checked before anything is deleted: one refusal leaves all of them in place.
        await visibleProjects(ctx.db, caller, ids, (access) => authorize(caller, 'project.delete', access));
        const deletedCount = await deleteProjects(ctx, caller, ids);
        return { success: true as const, deletedCount };
      },
    );
  };
