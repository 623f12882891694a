import { Skeleton } from '@mantine/core';
import { deferredPart } from '../components/deferred-part';
import { useCurrentUser } from '../entities/session/use-current-user';
import { UserMenuTrigger } from './user-menu-trigger';

// The menu itself (Mantine's Menu and floating-ui) loads after the first paint; the avatar shows at once.
const DeferredUserMenu = deferredPart(
  () => import('./user-menu-part').then((m) => m.UserMenuPart),
  // The menu opens on hover too: a pointer already over the avatar when the code arrives opens it.
  ({ user, onActivate, onDeactivate }) => (
    <UserMenuTrigger
      user={user}
      onClick={onActivate}
      onMouseEnter={onActivate}
      onMouseLeave={onDeactivate}
      aria-haspopup="menu"
      aria-expanded={false}
    />
  ),
);

/** Avatar menu: profile, settings, organization and log out. */
export function UserMenu() {
  const { data: user } = useCurrentUser();
  if (!user) return <Skeleton circle height={38} />;
  return <DeferredUserMenu user={user} />;
}
