import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROJECT_PATHS, activitySchema, createActivityBody, updateActivityBody } from '../../common/api/project';
import { idSchema } from '../../common/api/shared';
import { MSG_PROJECT } from '../../common/messages';
import { createActivity, deleteActivity, updateActivity } from '../commands/manage-activities';
import type { AppContext } from '../context';
import { badRequest } from '../errors';
import { requireUser } from '../plugins/auth';
import { authorize } from '../policies/authorize';
import { presentActivity } from '../presenters/project';
import { visibleActivity } from '../queries/activity-access';
import { pickFields } from '../queries/list-query/list-params';
import { visibleProject } from '../queries/project-access';
import { errorAnswers } from './route-helpers';

const tags = ['activities'];
const errors = errorAnswers(400, 401, 403, 404);
const params = z.object({ id: idSchema });

export const activityRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      PROJECT_PATHS.activityOne,
      {
        schema: {
          tags,
          params,
          querystring: z.object({ populate: z.string().max(100).optional(), select: z.string().max(200).optional() }),
          response: { 200: activitySchema.partial().extend({ _id: idSchema }), ...errors },
        },
      },
      async (request) => {
        const caller = requireUser(request).user;
        const { activity } = await visibleActivity(ctx.db, caller, request.params.id);
        const populate = (request.query.populate ?? '').split(',').includes('responsible');
        return pickFields(
          presentActivity(caller, activity, populate),
          request.query.select?.split(/[\s,]+/).filter(Boolean),
        );
      },
    );

    app.post(
      PROJECT_PATHS.activity,
      { schema: { tags, body: createActivityBody, response: { 201: activitySchema, ...errors } } },
      async (request, reply) => {
        const caller = requireUser(request).user;
        if (!request.body.project)
          throw badRequest(MSG_PROJECT.projectIdNull, [{ field: 'project', message: MSG_PROJECT.contactSupport }]);
        const { project, onTeam } = await visibleProject(ctx.db, caller, request.body.project);
        authorize(caller, 'project.manageContent', { project, onTeam });
        const row = await createActivity(ctx, caller, project, request.body);
        return reply.status(201).send(presentActivity(caller, row));
      },
    );

    app.put(
      PROJECT_PATHS.activityOne,
      { schema: { tags, params, body: updateActivityBody, response: { 200: activitySchema, ...errors } } },
      async (request) => {
        const caller = requireUser(request).user;
        const { activity, project, onTeam } = await visibleActivity(ctx.db, caller, request.params.id);
        authorize(caller, 'project.manageContent', { project, onTeam });
        return presentActivity(caller, await updateActivity(ctx, caller, project, activity, request.body));
      },
    );

    app.delete(
      PROJECT_PATHS.activityOne,
      { schema: { tags, params, response: { 200: z.object({ success: z.literal(true) }), ...errors } } },
      async (request) => {
        const caller = requireUser(request).user;
        const { activity, project, onTeam } = await visibleActivity(ctx.db, caller, request.params.id);
        authorize(caller, 'project.manageContent', { project, onTeam });
        await deleteActivity(ctx, caller, project, activity);
        return { success: true as const };
      },
    );
  };
