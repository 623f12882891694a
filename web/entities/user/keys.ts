/** Query keys of the users feature. */
export const userKeys = {
  all: ['user'] as const,
  detail: (id: string) => ['user', 'detail', id, 'organization'] as const,
  lookups: ['user', 'lookup'] as const,
  lookup: (email: string) => ['user', 'lookup', email] as const,
};
