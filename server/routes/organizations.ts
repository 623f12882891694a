import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ORGANIZATION_PATHS,
  ORGANIZATION_POPULATE,
  addMemberBody,
  adminChangeQuery,
  createOrganizationBody,
  organizationListSchema,
  organizationSchema,
  removeMemberBody,
  removeMemberQuery,
  updateOrganizationBody,
} from '../../common/api/organization';
import { idSchema, successSchema } from '../../common/api/shared';
import { MSG } from '../../common/messages';
import { createOrganization } from '../commands/create-organization';
import { admitMember, applyToOrganization, removeMember, setAdmin } from '../commands/manage-members';
import { approveOrganization, deleteOrganization, updateOrganization } from '../commands/update-organization';
import type { AppContext } from '../context';
import type { OrganizationRow, UserRow } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { requireUser } from '../plugins/auth';
import { authorize, can } from '../policies/authorize';
import { presentOrganization } from '../presenters/organization';
import { listOrganizations } from '../lists/organization-list';
import { listQuerystring, pickFields } from '../queries/list-query/list-params';
import { appliedOrganization } from '../queries/organization-application';
import { findOrganization, loadOrganizationViews } from '../queries/organization-view';
import { findUserById } from '../queries/user-view';
import { errorAnswers } from './route-helpers';

const tags = ['organizations'];
const errors = errorAnswers(400, 401, 403, 404, 409);
const params = z.object({ id: idSchema });
const oneQuery = z.object({ populate: z.string().max(200).optional(), select: z.string().max(500).optional() });

export const organizationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    /** The organization if the caller may know it exists; otherwise 404, whatever the reason. */
    async function visibleOrganization(caller: UserRow, id: string): Promise<OrganizationRow> {
      const org = await findOrganization(ctx.db, id);
      if (!org || !can(caller, 'organization.read', org)) throw notFound(MSG.orgNotFound);
      return org;
    }
    async function present(caller: UserRow, org: OrganizationRow, populate = new Set<string>()) {
      const [view] = await loadOrganizationViews(ctx.db, caller, [org]);
      if (!view) throw notFound(MSG.orgNotFound);
      return presentOrganization(caller, view, populate);
    }
    const splitPopulate = (p?: string) => {
      const set = new Set(
        (p ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      );
      for (const name of set)
        if (!(ORGANIZATION_POPULATE as readonly string[]).includes(name)) throw badRequest(`Cannot populate ${name}`);
      return set;
    };

    app.get(
      ORGANIZATION_PATHS.list,
      {
        schema: {
          tags,
          querystring: listQuerystring,
          response: { 200: z.union([organizationListSchema, z.array(z.unknown())]), ...errors },
        },
      },
      async (request) => (await listOrganizations(ctx, requireUser(request).user, request.query)).body,
    );

    app.get(
      ORGANIZATION_PATHS.one,
      {
        schema: {
          tags,
          params,
          querystring: oneQuery,
          response: { 200: organizationSchema.partial().extend({ _id: idSchema }), ...errors },
        },
      },
      async (request) => {
        const caller = requireUser(request).user;
        const org = await visibleOrganization(caller, request.params.id);
        const select = request.query.select?.split(/[\s,]+/).filter(Boolean);
        return pickFields(await present(caller, org, splitPopulate(request.query.populate)), select);
      },
    );

    app.post(
      ORGANIZATION_PATHS.list,
      { schema: { tags, body: createOrganizationBody, response: { 201: organizationSchema, ...errors } } },
      async (request, reply) => {
        const caller = requireUser(request).user;
        authorize(caller, 'organization.create');
        const org = await createOrganization(ctx, caller, request.body);
        return reply.status(201).send(await present(caller, org));
      },
    );

    app.put(
      ORGANIZATION_PATHS.one,
      { schema: { tags, params, body: updateOrganizationBody, response: { 200: organizationSchema, ...errors } } },
      async (request) => {
        const caller = requireUser(request).user;
        let org = await visibleOrganization(caller, request.params.id);
        const { approved, ...changes } = request.body;
        if (approved) {
          authorize(caller, 'organization.approve');
          org = await approveOrganization(ctx, caller, org);
        }
        if (Object.keys(changes).length) {
          authorize(caller, 'organization.update', org);
          org = await updateOrganization(ctx, caller, org, changes);
        }
        return present(caller, org);
      },
    );

    app.delete(
      ORGANIZATION_PATHS.one,
      { schema: { tags, params, response: { 200: successSchema, ...errors } } },
      async (request) => {
        const caller = requireUser(request).user;
        const org = await visibleOrganization(caller, request.params.id);
        authorize(caller, 'organization.delete', org);
        await deleteOrganization(ctx, caller, org);
        return { success: true as const };
      },
    );

    app.post(
      ORGANIZATION_PATHS.one,
      { schema: { tags, params, querystring: adminChangeQuery, response: { 200: organizationSchema, ...errors } } },
      async (request) => {
        const caller = requireUser(request).user;
        const org = await visibleOrganization(caller, request.params.id);
        const targetId = request.query.addAdminId ?? request.query.removeAdminId;
        if (!targetId || (request.query.addAdminId && request.query.removeAdminId))
          throw badRequest('Give exactly one of addAdminId and removeAdminId.');
        authorize(caller, 'organization.manageMembers', org);
        const target = await findUserById(ctx.db, targetId);
        if (!target || target.organizationId !== org.id) throw notFound(MSG.notAMember);
        await setAdmin(ctx, caller, target, org, Boolean(request.query.addAdminId));
        return present(caller, org);
      },
    );

    app.post(
      ORGANIZATION_PATHS.addMember,
      { schema: { tags, body: addMemberBody, response: { 200: organizationSchema, ...errors } } },
      async (request) => {
        const caller = requireUser(request).user;
        const { organizationId, userId, role } = request.body;
        const org = await visibleOrganization(caller, organizationId);
        // Who may not admit people applies to join; who may admits applicants, and themself.
        if (userId === caller.id && !can(caller, 'organization.manageMembers', org)) {
          await applyToOrganization(ctx, caller, org, role);
        } else {
          authorize(caller, 'organization.manageMembers', org);
          const target = userId === caller.id ? caller : await findUserById(ctx.db, userId);
          if (!target) throw notFound(MSG.userNotFound);
          // One already in an organization is a conflict (admitMember's 409), not a question of their consent.
          if (!target.organizationId) {
            const appliedTo = await appliedOrganization(ctx.db, target.id);
            authorize(caller, 'organization.admit', { organization: org, person: target, appliedTo });
          }
          await admitMember(ctx, caller, target, org, role);
        }
        return present(caller, org);
      },
    );

    app.post(
      ORGANIZATION_PATHS.removeMember,
      {
        schema: {
          tags,
          querystring: removeMemberQuery,
          body: removeMemberBody,
          response: { 200: organizationSchema, ...errors },
        },
      },
      async (request) => {
        const caller = requireUser(request).user;
        const org = await visibleOrganization(caller, request.body.organizationId);
        const self = request.query.userId === caller.id;
        if (!self) authorize(caller, 'organization.manageMembers', org);
        const target = self ? caller : await findUserById(ctx.db, request.query.userId);
        if (!target) throw notFound(MSG.userNotFound);
        await removeMember(ctx, caller, target, org);
        return present(caller, org);
      },
    );
  };
