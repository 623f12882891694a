/**
 * When an answer makes this instance's caches stale at once (read-your-writes), before the database's change
 * notification arrives. Reads never do; neither do POSTs that change nothing cached (verify_token, login) nor
 * failed calls (their transaction rolled back; whatever else they wrote arrives as a notification).
 */
export function answerBumpsCaches(method: string, statusCode: number, cacheNeutral: boolean | undefined): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  if (statusCode >= 400) return false;
  return !cacheNeutral;
}
