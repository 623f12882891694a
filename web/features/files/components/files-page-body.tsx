import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/page-title';
import { useAbilities } from '../../../entities/session';
import type { FileKind } from '../../../entities/file/kinds';
import { FileBrowser } from './file-browser';

interface FilesPageBodyProps {
  kind: FileKind;
  /** The page's title and introduction, from the kind's own catalog (the page names it, and so loads it). */
  title: string;
  intro: string;
  actions?: ReactNode;
}

/**
 * /byggfiler and /ritningar: every file of the kind the caller may see. Upload is offered to members of
 * an organization and superadmins; the modal then lists only projects they may upload into.
 */
export function FilesPageBody({ kind, title, intro, actions }: FilesPageBodyProps) {
  usePageTitle(title);
  const canUpload = useAbilities().listProjects;
  return (
    <Stack gap="lg">
      <Text c="dimmed" maw={760}>
        {intro}
      </Text>
      <FileBrowser kind={kind} canUpload={canUpload} actions={actions} />
    </Stack>
  );
}
