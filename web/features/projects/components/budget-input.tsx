import { NumberInput, type NumberInputProps } from '@mantine/core';

/** Whole kronor with space as thousands separator and "kr" after: "1 250 000 kr". */
export function BudgetInput(props: NumberInputProps) {
  return (
    <NumberInput
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator=" "
      suffix=" kr"
      min={1}
      max={1e13}
      hideControls
      clampBehavior="none"
      inputMode="numeric"
      {...props}
    />
  );
}

/** docs/product.md point 5: a budget is a positive whole number (or left empty). */
export function isValidBudget(value: number | string | null | undefined): boolean {
  if (value === '' || value === null || value === undefined) return true;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) && n > 0 && n <= 1e13;
}

export function toBudget(value: number | string | null | undefined): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}
