/**
 * The world the finished-screens journeys (screens-finished*.spec.ts) act in: an organization whose admin has a
 * project with two files, beside two more projects; and how they open it and keep each screen as a picture.
 */
import { request, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import { E2E } from '../../playwright.config';
import { LANGUAGE_STORAGE_KEY, TOKEN_STORAGE_KEY } from '../../common/limits';
import { expect, test } from './test';
import { postJson, seedProjectWithFile } from './project-with-file';
import { makePdf } from './sample-files';

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** Names of this run's own, so that runs against one server do not meet. */
export function finishedScreensWorld() {
  const unique = Math.random().toString(36).slice(2, 7);
  const world = {
    admin: { email: `maja-${unique}@e2e.se`, firstName: 'Maja', lastName: 'Ek' },
    organizationName: `Ekbygg ${unique}`,
    projectName: `Kv. Eken ${unique}`,
    fileName: `Bygglov ${unique}`,
    documentType: 'Bygglov',
  };
  return { world, otherProjects: [`Arkaden ${unique}`, `Örnen ${unique}`], planName: `Arbetsmiljöplan ${unique}` };
}

/** Makes the world: the admin's token and the project with the files. */
export async function seedFinishedScreens(
  api: APIRequestContext,
  { world, otherProjects, planName }: ReturnType<typeof finishedScreensWorld>,
): Promise<{ token: string; projectId: string }> {
  const { token, projectId } = await seedProjectWithFile(api, world);
  for (const name of otherProjects) {
    await postJson(api, 'project', { name, type: 'Ombyggnad', startDate: '2025-09-01' }, token);
  }
  const upload = await api.post('/api/v1/upload_file', {
    headers: { Authorization: `Token ${token}` },
    multipart: { file: { name: 'plan.pdf', mimeType: 'application/pdf', buffer: makePdf(2, planName) } },
  });
  expect(upload.ok()).toBe(true);
  const { url } = (await upload.json()) as { url: string };
  await postJson(
    api,
    'constructionfile',
    { name: planName, documentType: 'Arbetsmiljöplan', year: 2025, project: projectId, url },
    token,
  );
  return { token, projectId };
}

/** A new browser context signed in with `token`, in `language`. */
export async function openSignedIn(
  browser: Browser,
  token: string,
  viewport: { width: number; height: number },
  language: 'sv' | 'en' = 'sv',
) {
  const context = await browser.newContext({ viewport });
  const storage = { [TOKEN_STORAGE_KEY]: token, [LANGUAGE_STORAGE_KEY]: language };
  await context.addInitScript((items: Record<string, string>) => {
    for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
  }, storage);
  return { context, page: await context.newPage() };
}

/** A screenshot of the whole page among the test's results, to be looked at. */
export async function shoot(page: Page, info: TestInfo, name: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
}

/**
 * Seeds the world before a spec's tests and disposes of its API client after them; `openAs` opens it as its admin.
 * The token and project are there once the tests run.
 */
export function finishedScreensSession(names: ReturnType<typeof finishedScreensWorld>) {
  let api: APIRequestContext | undefined;
  const session = {
    token: '',
    projectId: '',
    openAs: (browser: Browser, viewport: typeof DESKTOP, language?: 'sv' | 'en') =>
      openSignedIn(browser, session.token, viewport, language),
  };
  test.beforeAll(async () => {
    api = await request.newContext({ baseURL: E2E.baseURL });
    Object.assign(session, await seedFinishedScreens(api, names));
  });
  test.afterAll(async () => api?.dispose());
  return session;
}
