/**
 * A session's place (GET auth/sessions, issue #37) as the reader says it: "Stockholm, Sverige" in Swedish and
 * "Stockholm, Sweden" in English — the country named by Intl.DisplayNames in the reader's language, the city as the
 * server's GeoIP database gives it. '' when unknown; the local network is the caller's catalog text.
 */
import type { Session } from '../../common/api/account-security';

export function placeName(place: Session['place'], language: string, localNetwork: string): string {
  if (!place) return '';
  if (place.local) return localNetwork;
  let country = place.country;
  try {
    country = new Intl.DisplayNames([language], { type: 'region' }).of(place.country) ?? place.country;
  } catch {
    // A code Intl does not know stays as it is.
  }
  return place.city ? `${place.city}, ${country}` : country;
}
