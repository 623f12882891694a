import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROJECT_PATHS, taxonomyAnswer, taxonomyQuery } from '../../common/api/project';
import { errorSchema } from '../../common/api/shared';
import { MSG_PROJECT } from '../../common/messages';
import { TAXONOMIES, TAXONOMY_NAMES, type TaxonomyName } from '../../common/taxonomies';
import { notFound } from '../errors';
import { requireUser } from '../plugins/auth';

/** `GET taxonomies?name=projectTypes|sectors` → `{ name, values }`. */
export const taxonomyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PROJECT_PATHS.taxonomies,
    {
      schema: {
        tags: ['projects'],
        querystring: taxonomyQuery,
        response: { 200: taxonomyAnswer, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      requireUser(request);
      const name = request.query.name as TaxonomyName;
      if (!TAXONOMY_NAMES.includes(name)) throw notFound(MSG_PROJECT.unknownTaxonomy);
      // The lists change with releases only, so clients may keep them for a while.
      reply.header('Cache-Control', 'private, max-age=3600');
      return { name, values: [...TAXONOMIES[name]] };
    },
  );
};
