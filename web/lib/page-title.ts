import { createContext, useContext, useEffect } from 'react';

export const APP_NAME = 'Byggarkiv';

/** Lets a page hand its title to the main layout's header; null outside the layout. */
export const PageTitleContext = createContext<((title: string | null) => void) | null>(null);

export function documentTitle(title?: string | null): string {
  return title ? `${title} | ${APP_NAME}` : APP_NAME;
}

/** Sets the browser tab title ("<Page title> | Byggarkiv") and the layout header title. */
export function usePageTitle(title?: string | null): void {
  const setHeaderTitle = useContext(PageTitleContext);
  useEffect(() => {
    document.title = documentTitle(title);
    setHeaderTitle?.(title ?? null);
  }, [title, setHeaderTitle]);
}
