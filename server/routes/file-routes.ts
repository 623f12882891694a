/**
 * The calls construction files and drawings share (docs/api.md points 3–7), one module per capability over the
 * kind's spec (file-kind.ts): records, content, thumbnails and revisions. A published markup is drawn on the
 * content by markup-content.ts; a revision's status is set by PATCH (records) or with the revision.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { fileContentRoutes } from './file-content';
import type { FileRouteSpec, FileRow } from './file-kind';
import { fileRecordRoutes } from './file-records';
import { fileRevisionRoutes } from './file-revisions';
import { fileThumbnailRoutes } from './file-thumbnails';

export type { FileRouteSpec } from './file-kind';

export function fileRoutes<
  R extends FileRow,
  Out extends { _id: string },
  CreateBody,
  PatchBody extends { _id?: string },
>(ctx: AppContext, spec: FileRouteSpec<R, Out, CreateBody, PatchBody>): FastifyPluginAsyncZod {
  // On the same instance, in the order the single factory registered them.
  const parts = [
    fileRecordRoutes(ctx, spec),
    fileContentRoutes(ctx, spec),
    fileThumbnailRoutes(ctx, spec),
    fileRevisionRoutes(ctx, spec),
  ];
  return async (app, options) => {
    for (const part of parts) await part(app, options);
  };
}
