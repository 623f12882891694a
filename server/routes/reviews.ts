/** Reviews (docs/api.md §7 "Reviews"; Granskning): start, list, read, a reviewer's part, the approver's decision, cancel. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  REVIEW_PATHS,
  completeReviewBody,
  decideReviewBody,
  reviewListQuery,
  reviewListSchema,
  reviewSchema,
  startReviewBody,
} from '../../common/api/review';
import { errorSchema, idSchema } from '../../common/api/shared';
import { cancelReview } from '../commands/reviews/cancel-review';
import { completeReview } from '../commands/reviews/complete-review';
import { decideReview } from '../commands/reviews/decide-review';
import { startReview } from '../commands/reviews/start-review';
import type { AppContext } from '../context';
import { requireUser } from '../plugins/auth';
import { authorize } from '../policies/authorize';
import { presentReview } from '../presenters/review';
import { visibleProject } from '../queries/project-access';
import { listReviews, visibleReview } from '../queries/review-access';
import { reviewTarget } from '../queries/review-view';
import { errorAnswers, requestOrigin } from './route-helpers';

const tags = ['reviews'];
const errors = errorAnswers(400, 401, 403, 404);
const stepErrors = { ...errors, 409: errorSchema };
const params = z.object({ id: idSchema });

export const reviewRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      REVIEW_PATHS.list,
      {
        schema: {
          tags,
          description:
            'Sends files of one project (construction files and drawings together, each at its current revision) to ' +
            "reviewers and then an approver. Needs the right to manage the project's files; every reviewer and the " +
            'approver must be able to read the files once shared. The files become `shared` and the reviewers are ' +
            'mailed. A file already under an open review answers 409 `FILE_IN_REVIEW`.',
          body: startReviewBody,
          response: { 201: reviewSchema, ...stepErrors },
        },
      },
      async (request, reply) => {
        const caller = requireUser(request).user;
        const target = await visibleProject(ctx.db, caller, request.body.project);
        authorize(caller, 'review.create', target);
        const view = await startReview(ctx, caller, target.project, request.body, requestOrigin(ctx, request));
        return reply.status(201).send(presentReview(caller, view));
      },
    );

    app.get(
      REVIEW_PATHS.list,
      {
        schema: {
          tags,
          description:
            'The reviews the caller may read: those they take part in, and those of projects whose files they may ' +
            'manage. `mine=true`: where the caller is the creator, a reviewer or the approver; `role=waiting`: open ' +
            'ones where the caller has something to do now (their part, or the decision once every reviewer is ' +
            'done); `role=created`: the ones they started. Open ones first by due date, then closed ones newest first.',
          querystring: reviewListQuery,
          response: { 200: reviewListSchema, ...errors },
        },
      },
      async (request) => {
        const caller = requireUser(request).user;
        const { skip, limit, total, views } = await listReviews(ctx.db, caller, request.query);
        return { skip, limit, total, result: views.map((view) => presentReview(caller, view)) };
      },
    );

    app.get(
      REVIEW_PATHS.one,
      { schema: { tags, params, response: { 200: reviewSchema, ...errors } } },
      async (request) => {
        const caller = requireUser(request).user;
        return presentReview(caller, await visibleReview(ctx.db, caller, request.params.id));
      },
    );

    app.post(
      REVIEW_PATHS.complete,
      {
        schema: {
          tags,
          description:
            'A reviewer marks their part done, once (409 again). The last one makes the review ready: the approver is mailed.',
          params,
          body: completeReviewBody.nullish(),
          response: { 200: reviewSchema, ...stepErrors },
        },
      },
      async (request) => {
        const caller = requireUser(request).user;
        const view = await visibleReview(ctx.db, caller, request.params.id);
        authorize(caller, 'review.complete', reviewTarget(view));
        const after = await completeReview(ctx, caller, view, request.body?.comment, requestOrigin(ctx, request));
        return presentReview(caller, after);
      },
    );

    app.post(
      REVIEW_PATHS.decide,
      {
        schema: {
          tags,
          description:
            'The approver decides per file, only once every reviewer is done (409 `REVIEW_NOT_READY` before). ' +
            'Decisions may come in several calls and change while the review is open. When every file has one the ' +
            'review closes: approved files (with or without comments) become `published`, rejected ones `wip`, ' +
            '`status` tells the outcome, and its creator is mailed.',
          params,
          body: decideReviewBody,
          response: { 200: reviewSchema, ...stepErrors },
        },
      },
      async (request) => {
        const caller = requireUser(request).user;
        const view = await visibleReview(ctx.db, caller, request.params.id);
        authorize(caller, 'review.decide', reviewTarget(view));
        return presentReview(caller, await decideReview(ctx, caller, view, request.body, requestOrigin(ctx, request)));
      },
    );

    app.post(
      REVIEW_PATHS.cancel,
      {
        schema: {
          tags,
          description:
            'Its creator, or whoever may change the project, stops an open review (409 once closed). Its files get ' +
            'back the status they had before it; those taking part are mailed.',
          params,
          response: { 200: reviewSchema, ...stepErrors },
        },
      },
      async (request) => {
        const caller = requireUser(request).user;
        const view = await visibleReview(ctx.db, caller, request.params.id);
        authorize(caller, 'review.cancel', reviewTarget(view));
        return presentReview(caller, await cancelReview(ctx, caller, view, requestOrigin(ctx, request)));
      },
    );
  };
