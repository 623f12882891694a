/** The pages a first visit renders, per route (nested routes render their parent's page too); paths under web/. */
export const ROUTE_PAGES: Record<string, string[]> = {
  '/sign-in': ['pages/sign-in-page.tsx'],
  '/sign-up': ['pages/sign-up-page.tsx'],
  '/password-reset': ['pages/password-reset-page.tsx'],
  '/password-reset/:token': ['pages/password-reset-new-page.tsx'],
  '/dashboard': ['pages/dashboard-page.tsx'],
  '/projektdatabas': ['pages/project-database-page.tsx'],
  '/byggfiler': ['pages/construction-files-page.tsx'],
  '/ritningar': ['pages/drawings-page.tsx'],
  '/projekt/:id/oversikt': [
    'pages/project-page.tsx',
    'pages/project-tab-page.tsx',
    'features/projects/components/project-overview.tsx',
  ],
  '/projekt/:id/filer': [
    'pages/project-page.tsx',
    'pages/project-tab-page.tsx',
    'features/files/components/project-files-panel.tsx',
  ],
  '/projekt/:id/aktiviteter': [
    'pages/project-page.tsx',
    'pages/project-tab-page.tsx',
    'features/activities/components/project-activities.tsx',
  ],
  '/my-organization': ['pages/my-organization-page.tsx'],
  '/account/overview': ['pages/account-page.tsx', 'pages/account-overview-page.tsx'],
  '/account/settings': ['pages/account-page.tsx', 'pages/account-settings-page.tsx'],
  '/account/change-password': ['pages/account-page.tsx', 'pages/account-change-password-page.tsx'],
  '/view-user/:id/overview': ['pages/view-user-page.tsx', 'pages/view-user-overview-page.tsx'],
  '/shared/:token': ['pages/shared-project-page.tsx', 'pages/shared-project-files-page.tsx'],
  '/frontend-version': ['pages/frontend-version-page.tsx'],
  '/404': ['pages/not-found-page.tsx'],
};
