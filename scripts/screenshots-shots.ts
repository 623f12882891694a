/**
 * What `npm run screenshots` photographs (scripts/screenshots.ts does the photographing): every screen, signed in
 * and out, in each language and viewport, each with what must show before the picture is taken.
 */
import type { Locator, Page } from 'playwright-core';
import { makePdf } from '../e2e/support/sample-files';
import { ANNA } from './screenshots-demo-data';

/** Every demo person's password. */
export const PASSWORD = 'Byggarkiv-Demo-2026!';
/** How long a screen may take to show what it should. */
export const WAIT_MS = 20_000;

export const LANGUAGES = ['sv', 'en'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const VIEWPORTS = [
  { name: 'wide', width: 1440, height: 900 },
  { name: 'narrow', width: 390, height: 844 },
] as const;
export type Viewport = (typeof VIEWPORTS)[number];

/** What the seeding made that the screens show. */
export interface Seeded {
  adminToken: string;
  superadminToken: string;
  memberId: string;
  projectId: string;
  projectName: string;
  bigFileName: string;
  sharedPath: string;
}

// ─── Screens ─────────────────────────────────────────────────────────────────────────────────────────────

export type T = (key: string, values?: Record<string, string | number>) => string;

export interface Shot {
  name: string;
  path: string;
  /** What shows once the page has its content. */
  ready?: (page: Page, t: T) => Locator;
  /** Opens a modal or steps through a flow; answers what must show before the picture is taken. */
  act?: (page: Page, t: T) => Promise<Locator>;
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const visibleButton = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).filter({ visible: true }).first();
/** A file or project in a list: a table row when wide, a card (list item) on a phone. */
const listEntry = (page: Page, text: string) =>
  page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: text }).first();

export function signedInShots(s: Seeded): Shot[] {
  const project = `/projekt/${s.projectId}`;
  const projectReady = (page: Page) => page.getByRole('heading', { level: 2, name: s.projectName });
  const tab = (to: string, ready?: (page: Page, t: T) => Locator): Shot => ({
    name: `projekt-${to}`,
    path: `${project}/${to}`,
    ready: ready ?? projectReady,
  });
  return [
    { name: 'dashboard', path: '/dashboard', ready: (page) => page.getByRole('heading', { level: 2, name: /Anna/ }) },
    {
      name: 'projektdatabas',
      path: '/projektdatabas',
      ready: (page) => page.getByRole('link', { name: s.projectName }),
    },
    {
      name: 'byggfiler',
      path: '/byggfiler',
      ready: (page) => listEntry(page, s.bigFileName),
    },
    { name: 'ritningar', path: '/ritningar', ready: (page) => listEntry(page, 'A-40-1-001') },
    // Searches with their highlights: part-words of compound names ("plan" in Kontrollplan) and Swedish forms.
    { name: 'byggfiler-sok', path: '/byggfiler?q=plan', ready: (page) => page.locator('mark').first() },
    {
      name: 'projektdatabas-sok',
      path: '/projektdatabas?q=f%C3%B6rskola',
      ready: (page) => page.locator('mark').first(),
    },
    // Words found inside the PDFs: the excerpt with its page, in the table (cards on a phone) and in the grid.
    {
      name: 'byggfiler-sok-pdf',
      path: '/byggfiler?q=stadsfastigheter',
      ready: (page) => page.locator('mark').first(),
    },
    {
      name: 'byggfiler-rutnat-sok',
      path: '/byggfiler?q=stadsfastigheter&vy=rutnat',
      ready: (page) => page.locator('mark').first(),
    },
    {
      name: 'ritningar-sok',
      path: '/ritningar?q=plan',
      ready: (page) => page.locator('mark').first(),
    },
    // The filters behind their button on a phone, opened (wide, the button is not there and they simply show).
    {
      name: 'byggfiler-filter',
      path: '/byggfiler?status=wip',
      act: async (page, t) => {
        const toggle = page.getByRole('button', { name: t('common:list.filtersChosen_one', { count: 1 }) });
        if (await toggle.isVisible()) await toggle.click();
        return page.getByRole('button', { name: t('files:list.clearFilters') });
      },
    },
    {
      name: 'handelselogg',
      path: '/my-organization?tab=log',
      ready: (page) => page.getByText(s.projectName).filter({ visible: true }).first(),
    },
    tab('oversikt'),
    tab('aktiviteter', (page, t) => page.getByRole('region', { name: t('activities:status.ongoing') })),
    tab('lardomar'),
    tab('budget', (page) => page.getByTestId('budget-amount')),
    tab('projektteam', (page) => listEntry(page, 'Erik Johansson')),
    tab('filer', (page) => listEntry(page, s.bigFileName)),
    {
      name: 'projekt-filer-ritningar',
      path: `${project}/filer?visa=ritningar`,
      ready: (page) => listEntry(page, 'A-40-1-001'),
    },
    tab('installningar'),
    {
      name: 'my-organization',
      path: '/my-organization',
      ready: (page) => page.getByRole('heading', { name: 'Malmö Stadsfastigheter' }),
    },
    {
      name: 'my-organization-members',
      path: '/my-organization?tab=members',
      ready: (page) => page.getByRole('link', { name: 'Erik Johansson' }).first(),
    },
    {
      name: 'my-organization-waitlist',
      path: '/my-organization?tab=waitlist',
      ready: (page) => page.getByText('Lena Persson').first(),
    },
    { name: 'account-overview', path: '/account/overview', ready: (page) => page.getByText(ANNA.email).first() },
    { name: 'account-settings', path: '/account/settings', ready: (page) => page.getByRole('textbox').first() },
    {
      name: 'account-change-password',
      path: '/account/change-password',
      ready: (page) => page.getByRole('textbox').first(),
    },
    {
      name: 'view-user-overview',
      path: `/view-user/${s.memberId}/overview`,
      ready: (page) => page.getByText('Erik Johansson').first(),
    },
    {
      name: 'modal-new-project',
      path: '/dashboard',
      act: async (page, t) => {
        await visibleButton(page, t('layout:header.newProject')).click();
        return page.getByRole('form', { name: t('projectPages:newProject.title') });
      },
    },
    {
      name: 'modal-upload',
      path: '/byggfiler',
      act: async (page, t) => {
        await visibleButton(page, t('files:upload.button')).click();
        const modal = page.getByRole('dialog');
        await modal.waitFor();
        await page.getByTestId('upload-input').setInputFiles({
          name: 'Relationshandling VS.pdf',
          mimeType: 'application/pdf',
          buffer: makePdf(2, 'Relationshandling VS'),
        });
        return modal.getByText(t('files:upload.status.uploaded'));
      },
    },
    {
      name: 'modal-import-projects',
      path: '/projektdatabas',
      act: async (page, t) => {
        await page.getByRole('button', { name: t('common:importButton.aria.projects') }).click();
        return dialog(page, t('import:title.projects')).getByRole('table', { name: t('import:prepare.columnsTitle') });
      },
    },
    {
      name: 'modal-import-constructionfiles',
      path: '/byggfiler',
      act: async (page, t) => {
        await page.getByRole('button', { name: t('common:importButton.aria.constructionfiles') }).click();
        return dialog(page, t('import:title.constructionfiles')).getByRole('table', {
          name: t('import:prepare.columnsTitle'),
        });
      },
    },
    {
      name: 'modal-share-link',
      path: `${project}/filer`,
      act: async (page, t) => {
        await visibleButton(page, t('files:panel.share')).click();
        return dialog(page, t('sharing:modal.title'))
          .getByRole('row')
          .filter({ hasText: t('sharing:modal.status.active') });
      },
    },
    {
      name: 'modal-new-activity',
      path: `${project}/aktiviteter`,
      act: async (page, t) => {
        await visibleButton(page, t('activities:new')).click();
        return dialog(page, t('activities:modal.newTitle'));
      },
    },
    {
      name: 'modal-pdf-preview',
      path: '/byggfiler',
      act: async (page, t) => {
        const row = listEntry(page, s.bigFileName);
        await row.getByRole('button', { name: s.bigFileName, exact: true }).click();
        const preview = dialog(page, s.bigFileName);
        await preview.getByTestId('pdf-stage').locator('canvas').waitFor({ timeout: WAIT_MS });
        return preview
          .locator('p[aria-live]')
          .filter({ hasText: t('fileDialogs:preview.pageOf', { page: 1, pages: 30 }) });
      },
    },
  ];
}

export function superadminShots(s: Seeded): Shot[] {
  return [
    {
      name: 'superadmin-my-organization',
      path: '/my-organization',
      ready: (page) => page.getByRole('row').filter({ hasText: 'Holms Bygg & Montage AB' }),
    },
    {
      name: 'superadmin-projektdatabas',
      path: '/projektdatabas',
      ready: (page) => page.getByRole('link', { name: s.projectName }),
    },
  ];
}
