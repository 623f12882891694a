/** Reviews in route tests: files made through the API, a review started on them, its steps. */
import { expect } from 'vitest';
import type { Review } from '../../common/api/review';
import { multipart, PDF } from './uploads';
import type { TestApp } from './test-app';

let counter = 0;
/** A construction file (or drawing) with content in `project`, made by `token`'s owner. */
export async function makeFileWithContent(
  t: Pick<TestApp, 'request'>,
  token: string,
  project: string,
  kind: 'constructionfile' | 'drawingfile' = 'constructionfile',
  over: Record<string, unknown> = {},
): Promise<{ _id: string; name: string; status: string }> {
  counter += 1;
  const up = await t.request({
    method: 'POST',
    url: `/upload_file?purpose=${kind === 'drawingfile' ? 'drawing' : 'constructionfile'}`,
    token,
    ...multipart(Buffer.concat([PDF, Buffer.from(`% ${counter}\n`)]), `fil-${counter}.pdf`),
  });
  expect(up.statusCode, up.body).toBe(201);
  const fields =
    kind === 'drawingfile'
      ? { drawingType: 'Planritning', name: `A-40.1-${counter}` }
      : { documentType: 'Bygglov', name: `Bygglov ${counter}` };
  const res = await t.request({
    method: 'POST',
    url: `/${kind}`,
    token,
    payload: { ...fields, project, url: (up.json() as { url: string }).url, ...over },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export interface ReviewSetup {
  project: string;
  files: Array<{ kind: 'constructionfile' | 'drawingfile'; id: string }>;
  reviewers: string[];
  approver: string;
}

export async function startReviewCall(
  t: Pick<TestApp, 'request'>,
  token: string,
  setup: ReviewSetup,
  over: Record<string, unknown> = {},
) {
  return t.request({
    method: 'POST',
    url: '/review',
    token,
    payload: { name: 'Systemhandling K', dueDate: '2026-12-15', message: 'Granska bärning', ...setup, ...over },
  });
}

export async function startReviewOk(t: Pick<TestApp, 'request'>, token: string, setup: ReviewSetup): Promise<Review> {
  const res = await startReviewCall(t, token, setup);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export const step = (
  t: Pick<TestApp, 'request'>,
  token: string,
  id: string,
  action: 'complete' | 'decide' | 'cancel',
  payload?: unknown,
) => t.request({ method: 'POST', url: `/review/${id}/${action}`, token, ...(payload ? { payload } : {}) });
