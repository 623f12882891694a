import type { Page } from '@playwright/test';

/**
 * Signs in through the sign-in page's form as a person does: the e-mail and "Fortsätt" first (the page asks
 * whether the domain uses single sign-on), then the password and "Logga in". The page must be on /sign-in.
 */
export async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-post').fill(email);
  await page.getByRole('button', { name: 'Fortsätt', exact: true }).click();
  await page.getByRole('textbox', { name: 'Lösenord', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
}
