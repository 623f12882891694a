import { useQuery } from '@tanstack/react-query';
import type { User } from '../../../../common/api/user';
import { api } from '../../../lib/api-client';
import { userKeys } from '../../../entities/user/keys';
import { apiPath, USER_PATHS } from '../../../../common/api/paths';

/** GET user/{id}?populate=organization; 404 when the user does not exist or may not be seen. */
export function useUser(id: string) {
  return useQuery({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => api.get<User>(apiPath(USER_PATHS.one, { id }), { populate: 'organization' }, signal),
    enabled: Boolean(id),
  });
}
