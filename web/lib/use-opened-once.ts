import { useState } from 'react';

/**
 * True from the first time `open` is: a dialog whose code loads when first needed mounts then, and stays
 * mounted for its closing transition and the next opening.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
