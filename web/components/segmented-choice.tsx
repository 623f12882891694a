import { Box, type BoxProps } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import classes from './segmented-choice.module.css';

export interface SegmentedChoiceProps<T extends string> extends BoxProps {
  value: T;
  onChange: (value: T) => void;
  data: { value: T; label: ReactNode }[];
  'aria-label': string;
  orientation?: 'horizontal' | 'vertical';
  fullWidth?: boolean;
}

/**
 * One of a few views or filters, as radios in a group, looking like Mantine's SegmentedControl. The list pages'
 * first paint has one each: Mantine's brings a floating indicator that measures the DOM and animates (2 KB of the
 * 170 KB a route may load, issue #14.3); this is the same choice with the same semantics (a radiogroup, arrow keys
 * move between options, as native radios do).
 */
export function SegmentedChoice<T extends string>({
  value,
  onChange,
  data,
  'aria-label': label,
  orientation = 'horizontal',
  fullWidth = false,
  ...box
}: SegmentedChoiceProps<T>) {
  const name = useId();
  return (
    <Box
      role="radiogroup"
      aria-label={label}
      className={classes.root}
      data-orientation={orientation}
      data-full-width={fullWidth || undefined}
      {...box}
    >
      {data.map((option) => (
        <label key={option.value} className={classes.option} data-active={option.value === value || undefined}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </Box>
  );
}
