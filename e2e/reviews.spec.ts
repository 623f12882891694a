/**
 * Review (Granskning, docs/api.md §7): a project chief sends a construction file and a drawing for review from the file
 * list; two reviewers complete their part (one on a phone); the approver approves the file and rejects the drawing.
 * The statuses follow, and each step mails the right person.
 */
import { request, type APIRequestContext, type Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './support/axe';
import { waitForMail } from './support/outbox';
import { seedReviewWorld, signedInAs, startReview, statusThroughApi } from './support/review-setup';

const unique = Math.random().toString(36).slice(2, 7);
const fileName = `Konstruktionsbeskrivning ${unique}`;
const drawingName = `K-20.1 Bjälklag ${unique}`;
const reviewName = `Systemhandling K ${unique}`;
const people = {
  anna: { email: `anna-${unique}@e2e.se`, firstName: 'Anna', lastName: 'Granskare' },
  bo: { email: `bo-${unique}@e2e.se`, firstName: 'Bo', lastName: 'Granskare' },
  cecilia: { email: `cecilia-${unique}@e2e.se`, firstName: 'Cecilia', lastName: 'Godkännare' },
};
type Person = keyof typeof people;
const chiefEmail = `chef-${unique}@e2e.se`;

let api: APIRequestContext;
let chief = '';
let projectId = '';
let fileId = '';
let drawingId = '';
let tokens = {} as Record<Person, string>;

/** The chief's organization with a project holding a construction file and a drawing, and the colleagues. */
test.beforeAll(async () => {
  api = await request.newContext({ baseURL: E2E.baseURL });
  ({ chief, projectId, fileId, drawingId, tokens } = await seedReviewWorld(api, {
    chief: { email: chiefEmail, firstName: 'Lena', lastName: 'Ledare' },
    organizationName: `Granskbygg ${unique}`,
    projectName: `Kv. Svalan ${unique}`,
    fileName,
    drawingName,
    people,
  }));
});

test.afterAll(async () => {
  await api.dispose();
});

const signedIn = (browser: Browser, token: string, viewport = { width: 1440, height: 900 }) =>
  signedInAs(browser, token, viewport);

const statusOf = (path: string, id: string) => statusThroughApi(api, chief, path, id);

test('start a review of two files; reviewers complete (one on a phone); the approver approves one and rejects the other', async ({
  browser,
}) => {
  // Four people, two viewports, six accessibility checks: longer than one page's journey.
  test.setTimeout(300_000);
  // The chief chooses the file in Byggfiler and sends it, with the project's drawing, for review.
  const lead = await signedIn(browser, chief);
  const reviewUrl = await startReview(lead.page, {
    name: reviewName,
    fileName,
    drawingName,
    reviewers: ['Anna Granskare', 'Bo Granskare'],
    approver: 'Cecilia Godkännare',
    message: 'Kontrollera bärningen i bjälklaget.',
    beforeStart: () => expectNoSeriousA11yViolations(lead.page),
  });
  await expect(lead.page.getByRole('main').getByRole('heading', { name: reviewName })).toBeVisible();
  await expect(lead.page.getByText('Pågår')).toBeVisible();
  await expect(lead.page.getByText('Kontrollera bärningen i bjälklaget.')).toBeVisible();
  await expectNoSeriousA11yViolations(lead.page);
  expect(await statusOf('constructionfile', fileId)).toBe('shared');
  expect(await statusOf('drawingfile', drawingId)).toBe('shared');
  expect(await waitForMail(people.anna.email)).toContain(reviewName);
  expect(await waitForMail(people.bo.email)).toContain('Kontrollera bärningen i bjälklaget.');

  // Anna finds it under "Väntar på mig", reads both files in the viewer, and completes her part.
  const anna = await signedIn(browser, tokens.anna);
  await anna.page.goto('/granskningar');
  await anna.page.getByRole('link', { name: reviewName }).click();
  await anna.page.getByRole('button', { name: `Öppna ${fileName}` }).click();
  const viewer = anna.page.getByRole('dialog');
  await expect(viewer.getByText('1 av 2')).toBeVisible();
  await viewer.getByRole('button', { name: 'Nästa fil' }).click();
  await expect(viewer.getByText('2 av 2')).toBeVisible();
  await expect(viewer.getByText(drawingName).first()).toBeVisible();
  await viewer.getByRole('button', { name: 'Stäng' }).click();
  await anna.page.getByRole('button', { name: 'Markera som klar' }).click();
  const done = anna.page.getByRole('dialog', { name: 'Din granskning är klar' });
  await done.getByRole('textbox', { name: 'Kommentar (valfri)' }).fill('Inga synpunkter på beskrivningen.');
  await done.getByRole('button', { name: 'Markera som klar' }).click();
  await expect(anna.page.getByText('Inga synpunkter på beskrivningen.')).toBeVisible();
  // The page is checked, not a toast caught fading in or out.
  await expect(anna.page.getByText('Din del är markerad som klar.')).toBeHidden({ timeout: 15_000 });
  await expectNoSeriousA11yViolations(anna.page);
  await anna.context.close();

  // Bo does his part on a phone.
  const bo = await signedIn(browser, tokens.bo, { width: 390, height: 844 });
  await bo.page.goto(reviewUrl);
  await expect(bo.page.getByRole('main').getByRole('heading', { name: reviewName })).toBeVisible();
  await expectNoSeriousA11yViolations(bo.page);
  await bo.page.getByRole('button', { name: 'Markera som klar' }).click();
  await bo.page
    .getByRole('dialog', { name: 'Din granskning är klar' })
    .getByRole('button', { name: 'Markera som klar' })
    .click();
  await expect(bo.page.getByText('Väntar på granskarna')).toBeHidden();
  await bo.context.close();
  expect(await waitForMail(people.cecilia.email)).toContain('Alla granskare är klara');

  // Cecilia approves the description and rejects the drawing, with a comment.
  const cecilia = await signedIn(browser, tokens.cecilia);
  await cecilia.page.goto('/granskningar');
  await cecilia.page.getByRole('link', { name: reviewName }).click();
  await cecilia.page.getByLabel(`Beslut för ${fileName}`).click();
  await cecilia.page.getByRole('option', { name: 'Godkänd', exact: true }).click();
  await cecilia.page.getByLabel(`Beslut för ${drawingName}`).click();
  await cecilia.page.getByRole('option', { name: 'Avvisad' }).click();
  await cecilia.page.getByRole('textbox', { name: `Kommentar till ${drawingName}` }).fill('Fel skala på sektionen.');
  await expectNoSeriousA11yViolations(cecilia.page);
  await cecilia.page.getByRole('button', { name: 'Spara beslut' }).click();
  await expect(cecilia.page.getByText('Delvis godkänd').first()).toBeVisible();
  await expect(cecilia.page.getByText('Fel skala på sektionen.')).toBeVisible();
  await expect(cecilia.page.getByText('Granskningen är avslutad: Delvis godkänd.')).toBeHidden({ timeout: 15_000 });
  await expectNoSeriousA11yViolations(cecilia.page);
  expect(await statusOf('constructionfile', fileId)).toBe('published');
  expect(await statusOf('drawingfile', drawingId)).toBe('wip');
  const closed = await waitForMail(chiefEmail);
  expect(closed).toContain('delvis godkänd');
  await cecilia.context.close();

  // The chief sees it among the closed ones, on the project's tab, on a phone.
  const phone = await signedIn(browser, chief, { width: 390, height: 844 });
  await phone.page.goto(`/projekt/${projectId}/granskning`);
  await expect(phone.page.getByRole('link', { name: reviewName })).toBeVisible();
  await expect(phone.page.getByText('Delvis godkänd').first()).toBeVisible();
  await expectNoSeriousA11yViolations(phone.page);
  await phone.page.goto('/granskningar?visa=closed');
  await expect(phone.page.getByRole('link', { name: reviewName })).toBeVisible();
  await expectNoSeriousA11yViolations(phone.page);
  await phone.context.close();
  await lead.context.close();
});
