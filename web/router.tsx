import type { ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { lazyPage } from './components/lazy-page';
import { MainLayout } from './shell/main-layout';
import { RedirectKeepingSearch } from './components/redirect-keeping-search';
import { RequireAuth } from './features/auth/components/require-auth';
import { RouteErrorBoundary } from './pages/route-error-boundary';
import { PROJECT_TABS } from './pages/project-tabs';

const Dashboard = lazyPage(() => import('./pages/dashboard-page').then((m) => m.DashboardPage), ['dashboard']);
const ProjectDatabase = lazyPage(
  () => import('./pages/project-database-page').then((m) => m.ProjectDatabasePage),
  ['projectPages', 'projects'],
);
const ConstructionFiles = lazyPage(
  () => import('./pages/construction-files-page').then((m) => m.ConstructionFilesPage),
  ['files'],
);
const Drawings = lazyPage(() => import('./pages/drawings-page').then((m) => m.DrawingsPage), ['drawings', 'files']);
const Reviews = lazyPage(() => import('./pages/reviews-page').then((m) => m.ReviewsPage));
const Review = lazyPage(() => import('./pages/review-page').then((m) => m.ReviewPage), ['files', 'fileDialogs']);
const Help = lazyPage(() => import('./pages/help-page').then((m) => m.HelpPage), ['guides']);
const Project = lazyPage(() => import('./pages/project-page').then((m) => m.ProjectPage), ['projects']);
const ProjectTab = lazyPage(() => import('./pages/project-page').then((m) => m.ProjectTabPage), ['projects']);
const MyOrganization = lazyPage(
  () => import('./pages/my-organization-page').then((m) => m.MyOrganizationPage),
  ['organization'],
);
const Account = lazyPage(() => import('./pages/account-page').then((m) => m.AccountPage), ['account']);
const AccountOverview = lazyPage(
  () => import('./pages/account-overview-page').then((m) => m.AccountOverviewPage),
  ['account'],
);
const AccountSettings = lazyPage(
  () => import('./pages/account-settings-page').then((m) => m.AccountSettingsPage),
  ['account'],
);
const AccountChangePassword = lazyPage(
  () => import('./pages/account-change-password-page').then((m) => m.AccountChangePasswordPage),
  ['account', 'auth'],
);
const ViewUser = lazyPage(
  () => import('./pages/view-user-page').then((m) => m.ViewUserPage),
  ['account', 'organization'],
);
const ViewUserOverview = lazyPage(
  () => import('./pages/view-user-overview-page').then((m) => m.ViewUserOverviewPage),
  ['account'],
);
const ViewUserSettings = lazyPage(
  () => import('./pages/view-user-settings-page').then((m) => m.ViewUserSettingsPage),
  ['account'],
);
const ViewUserChangePassword = lazyPage(
  () => import('./pages/view-user-change-password-page').then((m) => m.ViewUserChangePasswordPage),
  ['account', 'auth'],
);
const SharedProject = lazyPage(
  () => import('./pages/shared-project-page').then((m) => m.SharedProjectPage),
  ['sharing'],
);
const SharedProjectFiles = lazyPage(
  () => import('./pages/shared-project-files-page').then((m) => m.SharedProjectFilesPage),
  ['files', 'sharing'],
);
const AccountSecurity = lazyPage(
  () => import('./pages/account-security-page').then((m) => m.AccountSecurityPage),
  ['account', 'auth'],
);
const SignIn = lazyPage(() => import('./pages/sign-in-page').then((m) => m.SignInPage), ['auth']);
const SsoDone = lazyPage(() => import('./pages/sso-done-page').then((m) => m.SsoDonePage), ['auth']);
const SignUp = lazyPage(() => import('./pages/sign-up-page').then((m) => m.SignUpPage), ['auth']);
const PasswordReset = lazyPage(() => import('./pages/password-reset-page').then((m) => m.PasswordResetPage), ['auth']);
const PasswordResetNew = lazyPage(
  () => import('./pages/password-reset-new-page').then((m) => m.PasswordResetNewPage),
  ['auth'],
);
const NotFound = lazyPage(() => import('./pages/not-found-page').then((m) => m.NotFoundPage));
const ServerError = lazyPage(() => import('./pages/server-error-page').then((m) => m.ServerErrorPage));
const FrontendVersion = lazyPage(() => import('./pages/frontend-version-page').then((m) => m.FrontendVersionPage));

/** overview, settings and change-password: the children of /account and /view-user/:userId. */
function userChildren(Overview: ComponentType, Settings: ComponentType, Password: ComponentType) {
  return [
    { index: true, element: <Navigate to="overview" replace /> },
    { path: 'overview', element: <Overview /> },
    { path: 'settings', element: <Settings /> },
    { path: 'change-password', element: <Password /> },
  ];
}

/** Every route of docs/product.md point 2. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RouteErrorBoundary />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      {
        element: (
          <RequireAuth>
            <MainLayout />
          </RequireAuth>
        ),
        children: [
          { path: 'dashboard', element: <Dashboard /> },
          { path: 'projektdatabas', element: <ProjectDatabase /> },
          { path: 'byggfiler', element: <ConstructionFiles /> },
          { path: 'ritningar', element: <Drawings /> },
          { path: 'granskningar', element: <Reviews /> },
          { path: 'granskningar/:reviewId', element: <Review /> },
          { path: 'hjalp', element: <Help /> },
          { path: 'hjalp/:guide', element: <Help /> },
          {
            path: 'projekt/:projectId',
            element: <Project />,
            children: [
              { index: true, element: <Navigate to="oversikt" replace /> },
              ...PROJECT_TABS.map((tab) => ({ path: tab.to, element: <ProjectTab /> })),
            ],
          },
          { path: 'my-organization', element: <MyOrganization /> },
          {
            path: 'account',
            element: <Account />,
            children: [
              ...userChildren(AccountOverview, AccountSettings, AccountChangePassword),
              { path: 'security', element: <AccountSecurity /> },
            ],
          },
          {
            path: 'view-user/:userId',
            element: <ViewUser />,
            children: userChildren(ViewUserOverview, ViewUserSettings, ViewUserChangePassword),
          },
        ],
      },
      {
        path: 'shared/projekt/:projectId',
        element: <SharedProject />,
        children: [
          { index: true, element: <RedirectKeepingSearch to="filer" /> },
          { path: 'filer', element: <SharedProjectFiles /> },
        ],
      },
      { path: 'sign-in', element: <SignIn /> },
      { path: 'sign-up', element: <SignUp /> },
      // Single sign-on's way back into the app (docs/api.md §7): its one-time code is in the fragment.
      { path: 'sso/klar', element: <SsoDone /> },
      { path: 'password-reset', element: <PasswordReset /> },
      { path: 'password-reset-new', element: <PasswordResetNew /> },
      { path: '404', element: <NotFound /> },
      { path: '500', element: <ServerError /> },
      { path: 'frontend-version', element: <FrontendVersion /> },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

/** The app's routes, under the declarative `BrowserRouter` of main.tsx. */
export function AppRoutes() {
  return useRoutes(routes);
}
