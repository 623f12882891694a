import type { User } from '../../common/api/user';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u1',
    firstName: 'Anna',
    lastName: 'Svensson',
    title: 'Projektchef',
    phone: '070-123 45 67',
    address: 'Storgatan 1, Stockholm',
    email: 'anna@example.se',
    organization: { _id: 'o1', name: 'Skanska Demo' },
    superadmin: false,
    accountType: 'administrator',
    userType: 'full',
    role: '',
    bookmarks: { projects: [], files: [] },
    createdAt: '2026-01-15T10:00:00.000Z',
    isAdmin: true,
    pendingOrganization: null,
    ...overrides,
  };
}
