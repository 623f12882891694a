import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROJECT_PATHS, addTeamMemberBody, projectSchema, teamMemberRoleBody } from '../../common/api/project';
import { idSchema } from '../../common/api/shared';
import { MSG } from '../../common/messages';
import { addTeamMember, removeTeamMember, setTeamMemberRole } from '../commands/manage-team';
import type { AppContext } from '../context';
import type { ProjectRow, UserRow } from '../db/schema';
import { notFound } from '../errors';
import { requireUser } from '../plugins/auth';
import { authorize, can } from '../policies/authorize';
import { presentProject } from '../presenters/project';
import { visibleProject } from '../queries/project-access';
import { loadProjectViews } from '../queries/project-view';
import { findUserById } from '../queries/user-view';
import { errorAnswers } from './route-helpers';

const tags = ['projects'];
const errors = errorAnswers(400, 401, 403, 404);

/**
 * The project team: `POST project/{projectId}` adds a member, `PATCH project/{projectId}/{memberId}` sets their role
 * in the project, `DELETE project/{projectId}/{memberId}` removes them.
 */
export const projectTeamRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const answer = async (caller: UserRow, project: ProjectRow) => {
      const [view] = await loadProjectViews(ctx.db, caller, [project], { team: true });
      if (!view) throw notFound();
      return presentProject(caller, view, new Set(['team', 'organization']));
    };

    app.post(
      '/project/:projectId',
      {
        schema: {
          tags,
          params: z.object({ projectId: idSchema }),
          body: addTeamMemberBody,
          response: { 200: projectSchema, ...errors },
        },
      },
      async (request) => {
        const caller = requireUser(request).user;
        const { project, onTeam } = await visibleProject(ctx.db, caller, request.params.projectId);
        authorize(caller, 'project.manageTeam', { project, onTeam });
        const member = await findUserById(ctx.db, request.body.userId);
        // Someone the caller may not know is as good as unknown; one they know from elsewhere cannot join.
        if (!member || !can(caller, 'user.seeContact', member)) throw notFound(MSG.userNotFound);
        authorize(caller, 'project.joinTeam', { project, onTeam, person: member });
        await addTeamMember(ctx, caller, project, member);
        return answer(caller, project);
      },
    );

    app.delete(
      PROJECT_PATHS.teamMember,
      {
        schema: {
          tags,
          params: z.object({ projectId: idSchema, memberId: idSchema }),
          response: { 200: projectSchema, ...errors },
        },
      },
      async (request) => {
        const caller = requireUser(request).user;
        const { project, onTeam } = await visibleProject(ctx.db, caller, request.params.projectId);
        authorize(caller, 'project.manageTeam', { project, onTeam });
        if (!(await removeTeamMember(ctx, caller, project, request.params.memberId))) throw notFound(MSG.notAMember);
        return answer(caller, project);
      },
    );

    app.patch(
      PROJECT_PATHS.teamMember,
      {
        schema: {
          tags,
          summary: "A team member's role in the project",
          params: z.object({ projectId: idSchema, memberId: idSchema }),
          body: teamMemberRoleBody,
          response: { 200: projectSchema, ...errors },
        },
      },
      async (request) => {
        const caller = requireUser(request).user;
        const { project, onTeam } = await visibleProject(ctx.db, caller, request.params.projectId);
        authorize(caller, 'project.manageTeam', { project, onTeam });
        const { memberId } = request.params;
        if (!(await setTeamMemberRole(ctx, caller, project, memberId, request.body.role))) {
          throw notFound(MSG.notAMember);
        }
        return answer(caller, project);
      },
    );
  };
