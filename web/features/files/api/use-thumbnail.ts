import { useQuery } from '@tanstack/react-query';
import { authHeaders, contentUrl } from '../../../entities/file/content';

/**
 * A signed-in reader's thumbnail as an object URL: an <img> cannot send the Authorization header, so the image
 * is fetched with it. Its address names its content (`?v=`), so once fetched it is kept for the session.
 * A share link's thumbnails carry their token and need none of this.
 */
export function useThumbnail(url: string | null) {
  return useQuery({
    queryKey: ['thumbnails', url],
    queryFn: async ({ signal }) => {
      const response = await fetch(contentUrl(url ?? ''), { headers: authHeaders(), signal });
      if (!response.ok) throw new Error(`thumbnail ${response.status}`);
      return URL.createObjectURL(await response.blob());
    },
    enabled: url !== null,
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    retry: false,
  });
}
