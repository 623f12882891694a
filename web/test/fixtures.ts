import type { SessionAbilities, User } from '../../common/api/user';

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
    notifyDeadlines: true,
    language: 'sv',
    mfaEnabled: false,
    totpEnabled: false,
    pendingOrganization: null,
    ...overrides,
  };
}

/** What the server answers an organization admin with full functionality may do (login/verify_token). */
export function makeAbilities(overrides: Partial<SessionAbilities> = {}): SessionAbilities {
  return {
    createProject: true,
    chooseOrganization: false,
    listProjects: true,
    createOrganization: false,
    approveOrganizations: false,
    fullFunctionality: true,
    import: { projects: true, constructionfiles: true, drawings: true },
    updateOtherUsers: false,
    setOtherPasswords: false,
    ...overrides,
  };
}

/** The superadmin's abilities. */
export const SUPERADMIN_ABILITIES = makeAbilities({
  chooseOrganization: true,
  createOrganization: true,
  approveOrganizations: true,
  updateOtherUsers: true,
  setOtherPasswords: true,
});

/** A cached session (authKeys.session) for a test that starts signed in. */
export function makeSession(user: User = makeUser(), abilities: SessionAbilities = makeAbilities()) {
  return { user, abilities };
}
