/** Query keys of the auth feature; the session entry is the signed-in user. */
export const authKeys = {
  session: ['auth', 'session'] as const,
  verify: (navigationKey: string) => ['auth', 'verify', navigationKey] as const,
  publicOrganizations: (search: string) => ['public', 'organization', search] as const,
};
