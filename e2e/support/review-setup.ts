/**
 * The starting point of the review journeys (e2e/reviews.spec.ts, e2e/review-flow.spec.ts): a chief's organization
 * with a project holding one construction file and one drawing, and colleagues who joined the organization as
 * members (reviewers and an approver), each signed in through the API.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { postJson, seedProjectWithFile } from './project-with-file';
import { makePdf } from './sample-files';
import { expect } from './test';

const PASSWORD = 'Byggare-2026!';
type AuthAnswer = { api_token: string; user: { _id: string } };
export type Colleague = { email: string; firstName: string; lastName: string };

export interface ReviewWorld<P extends string> {
  chief: string;
  projectId: string;
  fileId: string;
  drawingId: string;
  tokens: Record<P, string>;
}

export async function seedReviewWorld<P extends string>(
  api: APIRequestContext,
  setup: {
    chief: Colleague;
    organizationName: string;
    projectName: string;
    fileName: string;
    drawingName: string;
    people: Record<P, Colleague>;
  },
): Promise<ReviewWorld<P>> {
  const { token: chief, projectId } = await seedProjectWithFile(api, {
    admin: setup.chief,
    organizationName: setup.organizationName,
    projectName: setup.projectName,
    fileName: setup.fileName,
    documentType: 'Bygghandling',
  });
  const auth = { Authorization: `Token ${chief}` };
  const project = (await (await api.get(`/api/v1/project/${projectId}`, { headers: auth })).json()) as {
    organization: string;
  };
  const tokens = {} as Record<P, string>;
  for (const [key, person] of Object.entries(setup.people) as Array<[P, Colleague]>) {
    const joined = await postJson<AuthAnswer>(api, 'auth/register', {
      ...person,
      password: PASSWORD,
      userType: 'full',
      acceptTerms: true,
      organization: { join: project.organization },
    });
    await postJson(
      api,
      'add_org_member',
      { organizationId: project.organization, userId: joined.user._id, role: 'member' },
      chief,
    );
    tokens[key] = (
      await postJson<AuthAnswer>(api, 'auth/login', { email: person.email, password: PASSWORD })
    ).api_token;
  }
  const upload = await api.post('/api/v1/upload_file?purpose=drawing', {
    headers: auth,
    multipart: { file: { name: 'ritning.pdf', mimeType: 'application/pdf', buffer: makePdf(1, setup.drawingName) } },
  });
  const { url } = (await upload.json()) as { url: string };
  const drawingId = (
    await postJson<{ _id: string }>(
      api,
      'drawingfile',
      { name: setup.drawingName, drawingType: 'Konstruktionsritning', project: projectId, url },
      chief,
    )
  )._id;
  const files = (await (
    await api.get(`/api/v1/constructionfile?query=${encodeURIComponent(JSON.stringify({ project: projectId }))}`, {
      headers: auth,
    })
  ).json()) as { result: Array<{ _id: string }> };
  return { chief, projectId, fileId: files.result[0]?._id ?? '', drawingId, tokens };
}

/** A browser context signed in with `token` (as a returning user: the token in local storage). */
export async function signedInAs(
  browser: Browser,
  token: string,
  viewport = { width: 1440, height: 900 },
  options: { acceptDownloads?: boolean } = {},
) {
  const context = await browser.newContext({ viewport, ...options });
  await context.addInitScript((value) => window.localStorage.setItem('id_token', value), token);
  return { context, page: await context.newPage() };
}

/** A file's or drawing's status, read through the API as `token`. */
export async function statusThroughApi(api: APIRequestContext, token: string, path: string, id: string) {
  const answer = await api.get(`/api/v1/${path}/${id}`, { headers: { Authorization: `Token ${token}` } });
  return ((await answer.json()) as { status: string }).status;
}

/**
 * A review started from Byggfiler by the page's user: the file checked in the list, the project's drawing added in
 * the dialog, the reviewers and the approver chosen (by their names) and an optional message. `beforeStart` looks
 * at the filled dialog. Answers the review's path, where the page lands.
 */
export async function startReview(
  page: Page,
  review: {
    name: string;
    fileName: string;
    drawingName: string;
    reviewers: string[];
    approver: string;
    message?: string;
    beforeStart?: () => Promise<void>;
  },
): Promise<string> {
  await page.goto('/byggfiler');
  await page.getByRole('checkbox', { name: `Markera ${review.fileName}` }).check();
  await page.getByRole('button', { name: 'Skicka på granskning' }).click();
  const dialog = page.getByRole('dialog', { name: 'Skicka på granskning' });
  await dialog.getByRole('textbox', { name: 'Namn på granskningen' }).fill(review.name);
  // A multiple choice stays open for more: a click beside it closes it.
  const closeChoices = () => dialog.getByRole('heading', { name: 'Skicka på granskning' }).click();
  await dialog.getByRole('combobox', { name: 'Filer' }).click();
  await page.getByRole('option', { name: review.drawingName }).click();
  await closeChoices();
  await dialog.getByRole('combobox', { name: 'Granskare' }).click();
  for (const name of review.reviewers) await page.getByRole('option', { name }).click();
  await closeChoices();
  await dialog.getByRole('combobox', { name: 'Godkännare' }).click();
  await page.getByRole('option', { name: review.approver }).click();
  if (review.message) await dialog.getByRole('textbox', { name: 'Meddelande' }).fill(review.message);
  await review.beforeStart?.();
  await dialog.getByRole('button', { name: 'Starta granskning' }).click();
  await expect(page).toHaveURL(/\/granskningar\/[0-9a-f-]+$/);
  return new URL(page.url()).pathname;
}
