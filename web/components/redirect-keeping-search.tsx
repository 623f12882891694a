import { Navigate, useLocation } from 'react-router';

/** An index redirect that keeps the query string (the shared page's ?shareToken must survive it). */
export function RedirectKeepingSearch({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}
