import type { Page } from '@playwright/test';
import { expect } from './test';

/** The organization step's answer: none ("Inte just nu"), a new organization to request, or one to apply to. */
export type OrganizationChoice = { create: string } | { join: string } | null;

export interface SignUpAs {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  organization?: OrganizationChoice;
  /** Where the web app is served when not at the configured base URL (e.g. `localhost` for passkeys). */
  origin?: string;
}

/**
 * Signs up through the sign-up page's steps as a person does — full functionality, name and e-mail, the
 * organization step, password and terms — and waits for the welcome.
 */
export async function signUp(page: Page, who: SignUpAs): Promise<void> {
  await page.goto(`${who.origin ?? ''}/sign-up`);
  await expect(page).toHaveTitle(/Byggarkiv/);
  await page.getByText('Full funktionalitet').click();
  await page.getByRole('button', { name: 'Nästa' }).click();
  await page.getByLabel('Förnamn').fill(who.firstName);
  await page.getByLabel('Efternamn').fill(who.lastName);
  await page.getByLabel('E-post').fill(who.email);
  await answerOrganizationStep(page, who.organization ?? null);
  await page.getByRole('button', { name: 'Nästa' }).click();
  await page.getByRole('textbox', { name: 'Lösenord', exact: true }).fill(who.password);
  await page.getByRole('textbox', { name: 'Bekräfta lösenord' }).fill(who.password);
  await page.getByLabel(/Jag godkänner/).check();
  await page.getByRole('button', { name: 'Skapa konto' }).click();
  await expect(page.getByText(`Välkommen till Byggarkiv, ${who.firstName}!`)).toBeVisible();
}

async function answerOrganizationStep(page: Page, organization: OrganizationChoice) {
  if (organization === null) {
    await page.getByText('Inte just nu').click();
  } else if ('create' in organization) {
    await page.getByText('Begär en ny organisation').click();
    await page.getByLabel('Organisationens namn').fill(organization.create);
    await page.getByLabel('Beskrivning').fill('Bostäder och skolor i Norrland.');
  } else {
    await page.getByText('Gå med i en befintlig organisation').click();
    await page.getByPlaceholder('Sök organisation').fill(organization.join);
    await page.getByRole('option', { name: organization.join }).click();
  }
}
