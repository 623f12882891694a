import { Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useRef, useState, type DragEvent } from 'react';
import classes from './drop-zone.module.css';

interface DropZoneProps {
  title: string;
  hint: string;
  accept: string;
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  /** Smaller once files are listed below it. */
  compact?: boolean;
}

/**
 * Drop files here, or press it (mouse, Enter or Space) to pick them. A button, so that keyboard and
 * screen-reader users get the same way in as those who drag.
 */
export function DropZone({ title, hint, accept, onFiles, disabled, compact }: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [depth, setDepth] = useState(0);
  const take = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (files.length > 0) onFiles(files);
  };
  const onDrag = (change: number) => (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setDepth((value) => Math.max(0, value + change));
  };
  return (
    <>
      <UnstyledButton
        className={classes.dropZone}
        data-active={depth > 0 || undefined}
        data-compact={compact || undefined}
        disabled={disabled}
        onClick={() => input.current?.click()}
        onDragEnter={onDrag(1)}
        onDragLeave={onDrag(-1)}
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault();
          setDepth(0);
          if (!disabled) take(event.dataTransfer.files);
        }}
      >
        <Stack component="span" align="center" gap={6}>
          {compact ? null : (
            <ThemeIcon component="span" variant="light" size={48} radius="xl" aria-hidden>
              <IconCloudUpload size={26} />
            </ThemeIcon>
          )}
          <Text component="span" fw={600}>
            {title}
          </Text>
          <Text component="span" size="sm" c="dimmed" ta="center">
            {hint}
          </Text>
        </Stack>
      </UnstyledButton>
      <input
        ref={input}
        type="file"
        multiple
        accept={accept}
        hidden
        tabIndex={-1}
        aria-hidden
        data-testid="upload-input"
        onChange={(event) => {
          take(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
    </>
  );
}
