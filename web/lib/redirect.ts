/** Only same-site paths are followed after sign-in, so a crafted link cannot send users elsewhere. */
export function safeRedirect(target: string | null | undefined, fallback = '/dashboard'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  if (target.startsWith('/sign-in') || target.startsWith('/sign-up')) return fallback;
  return target;
}

export function signInPath(location: { pathname: string; search: string; hash: string }): string {
  const back = `${location.pathname}${location.search}${location.hash}`;
  return back && back !== '/' ? `/sign-in?redirect=${encodeURIComponent(back)}` : '/sign-in';
}
