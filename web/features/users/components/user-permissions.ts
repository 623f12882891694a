import type { User } from '../../../../common/api/user';

type Caller = Pick<User, '_id' | 'superadmin'>;

/** Profile fields: oneself or the superadmin (the server's userPolicy.update decides; this only hides). */
export function canEditProfile(caller: Caller, target: Pick<User, '_id'>): boolean {
  return caller._id === target._id || caller.superadmin;
}

/** 'own' with the current password, 'override' for the superadmin on someone else, otherwise none. */
export function passwordMode(caller: Caller, target: Pick<User, '_id'>): 'own' | 'override' | null {
  if (caller._id === target._id) return 'own';
  return caller.superadmin ? 'override' : null;
}
