import { Button, CopyButton, type ButtonProps } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

interface CopyTextButtonProps extends Pick<ButtonProps, 'size' | 'variant'> {
  value: string;
  label: string;
  /** The label for a moment after the copy. */
  copiedLabel: string;
  iconSize: number;
}

/** A button that copies a text to the clipboard and says so with a tick for a moment. */
export function CopyTextButton({ value, label, copiedLabel, iconSize, ...buttonProps }: CopyTextButtonProps) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          {...buttonProps}
          onClick={copy}
          leftSection={copied ? <IconCheck size={iconSize} aria-hidden /> : <IconCopy size={iconSize} aria-hidden />}
        >
          {copied ? copiedLabel : label}
        </Button>
      )}
    </CopyButton>
  );
}
