import type { User } from '../../../../common/api/user';

/** Profile fields: as the server said on this person's answer (GET user/{id} carries the caller's abilities). */
export function canEditProfile(target: Pick<User, 'abilities'>): boolean {
  return Boolean(target.abilities?.update);
}

/** 'own' with the current password; 'override' where the server lets the caller set it; otherwise none. */
export function passwordMode(
  me: Pick<User, '_id'>,
  target: Pick<User, '_id' | 'abilities'>,
): 'own' | 'override' | null {
  if (me._id === target._id) return 'own';
  return target.abilities?.changePassword ? 'override' : null;
}
