import { useMediaQuery } from '@mantine/hooks';

/**
 * Below Mantine's `sm` breakpoint (48em, 768 px) a list is too narrow for its table: the list screens show
 * cards and keep their filters behind one button there. Read at once, not in an effect, so a phone's first
 * paint is already the card list (no table flashing by).
 */
export const PHONE_QUERY = '(max-width: 47.99em)';

export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
}
