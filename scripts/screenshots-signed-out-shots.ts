/**
 * What `npm run screenshots` photographs signed out (scripts/screenshots-shots.ts has the rest): sign-in, the
 * sign-up steps, the password reset and the shared project, in each language and viewport.
 */
import type { Page } from 'playwright-core';
import { PASSWORD, type Lang, type Seeded, type Shot, type T, type Viewport } from './screenshots-shots';

export function signedOutShots(s: Seeded, lang: Lang, viewport: Viewport): Shot[] {
  const email = `karin.svensson.${lang}.${viewport.name}@exempel.se`; // one sign-up per group and fresh database
  const toPersonal = async (page: Page, t: T) => {
    await page.getByText(t('auth:signUp.accountType.full.title')).click();
    await page.getByRole('button', { name: t('auth:signUp.next') }).click();
    await page.getByLabel(t('auth:fields.firstName')).waitFor();
  };
  const toLogin = async (page: Page, t: T) => {
    await toPersonal(page, t);
    await page.getByLabel(t('auth:fields.firstName')).fill('Karin');
    await page.getByLabel(t('auth:fields.lastName')).fill('Svensson');
    await page.getByLabel(t('auth:fields.email')).fill(email);
    await page.getByText(t('auth:signUp.organization.none.label')).click();
    await page.getByRole('button', { name: t('auth:signUp.next') }).click();
    await page.getByRole('textbox', { name: t('auth:fields.password'), exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: t('auth:fields.confirmPassword') }).fill(PASSWORD);
  };
  return [
    {
      name: 'sign-in',
      path: '/sign-in',
      ready: (page, t) => page.getByRole('button', { name: t('auth:signIn.continue'), exact: true }),
    },
    {
      name: 'sign-up-1-account-type',
      path: '/sign-up',
      ready: (page, t) => page.getByText(t('auth:signUp.accountType.full.title')),
    },
    {
      name: 'sign-up-2-personal',
      path: '/sign-up',
      act: async (page, t) => {
        await toPersonal(page, t);
        return page.getByText(t('auth:signUp.organization.choiceLabel'));
      },
    },
    {
      name: 'sign-up-3-login',
      path: '/sign-up',
      act: async (page, t) => {
        await toLogin(page, t);
        return page.getByLabel(t('auth:signUp.login.acceptTerms'));
      },
    },
    {
      name: 'sign-up-4-done',
      path: '/sign-up',
      act: async (page, t) => {
        await toLogin(page, t);
        await page.getByLabel(t('auth:signUp.login.acceptTerms')).check();
        await page.getByRole('button', { name: t('auth:signUp.submit') }).click();
        return page.getByText(t('auth:signUp.done.heading', { name: 'Karin' }));
      },
    },
    { name: 'password-reset', path: '/password-reset', ready: (page) => page.getByRole('textbox').first() },
    { name: '404', path: '/404', ready: (page, t) => page.getByText(t('status:notFound.heading')) },
    { name: '500', path: '/500', ready: (page, t) => page.getByText(t('status:serverError.title')).first() },
    {
      name: 'frontend-version',
      path: '/frontend-version',
      ready: (page, t) => page.getByText(t('status:version.heading')).first(),
    },
    {
      name: 'shared-project-files',
      path: s.sharedPath,
      ready: (page) => page.getByRole('row').filter({ hasText: s.bigFileName }),
    },
  ];
}
