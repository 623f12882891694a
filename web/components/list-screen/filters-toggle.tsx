import type { ReactNode } from 'react';
import { lazyPart } from '../lazy-part';

// Only a phone needs the button and its panel: wider screens never load them.
const PhoneFilters = lazyPart(() => import('./phone-filters').then((m) => m.PhoneFilters));

interface FiltersToggleProps {
  /** On a phone the filters wait behind one button; wider, they are simply shown. */
  phone: boolean;
  /** How many filters are chosen (the phone's button says so). */
  active: number;
  /** Beside the phone's button (a sort control); nothing on wider screens. */
  beside?: ReactNode;
  children: ReactNode;
}

/** A list's filters: as they are on a wide screen, behind one "Filter" button on a phone. */
export function FiltersToggle({ phone, active, beside, children }: FiltersToggleProps) {
  return phone ? (
    <PhoneFilters active={active} beside={beside}>
      {children}
    </PhoneFilters>
  ) : (
    <>{children}</>
  );
}
