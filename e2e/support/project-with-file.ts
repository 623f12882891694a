import { expect, type APIRequestContext } from '@playwright/test';
import { E2E } from '../../playwright.config';
import { makePdf } from './sample-files';

const PASSWORD = 'Byggare-2026!';

type AuthAnswer = { api_token: string; user: { pendingOrganization?: { _id: string } | null } };

/** POST to the API (with a token when given), expecting success. */
export async function postJson<T>(api: APIRequestContext, path: string, data: unknown, auth?: string): Promise<T> {
  const headers = auth ? { Authorization: `Token ${auth}` } : undefined;
  const response = await api.post(`/api/v1/${path}`, { data, headers });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export interface ProjectWithFile {
  admin: { email: string; firstName: string; lastName: string };
  organizationName: string;
  projectName: string;
  fileName: string;
  documentType: string;
}

/**
 * Made through the API, as a journey's starting point: an organization the superadmin approved, its admin
 * (registered with it), one project and one construction file with a one-page PDF. Answers the admin's token
 * and the project's id.
 */
export async function seedProjectWithFile(
  api: APIRequestContext,
  world: ProjectWithFile,
): Promise<{ token: string; projectId: string }> {
  const chief = await postJson<AuthAnswer>(api, 'auth/register', {
    ...world.admin,
    password: PASSWORD,
    userType: 'full',
    acceptTerms: true,
    organization: { create: { name: world.organizationName, description: 'Byggföretag' } },
  });
  const superadmin = await postJson<AuthAnswer>(api, 'auth/login', E2E.superadmin);
  const approved = await api.put(`/api/v1/organization/${chief.user.pendingOrganization?._id ?? ''}`, {
    data: { approved: true },
    headers: { Authorization: `Token ${superadmin.api_token}` },
  });
  expect(approved.ok()).toBe(true);
  const token = chief.api_token;
  const project = await postJson<{ _id: string }>(
    api,
    'project',
    { name: world.projectName, type: 'Nybyggnad', startDate: '2026-03-02' },
    token,
  );
  const { fileName } = world;
  const upload = await api.post(`/api/v1/upload_file?purpose=constructionfile&fileName=${fileName}.pdf`, {
    headers: { Authorization: `Token ${token}` },
    multipart: { file: { name: `${fileName}.pdf`, mimeType: 'application/pdf', buffer: makePdf(1, fileName) } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { url } = (await upload.json()) as { url: string };
  await postJson(
    api,
    'constructionfile',
    { name: fileName, project: project._id, url, year: 2026, documentType: world.documentType },
    token,
  );
  return { token, projectId: project._id };
}
