import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/page-title';
import { useAbilities } from '../../../entities/session';
import { KINDS, type FileKind } from '../../../entities/file/kinds';
import { FileBrowser } from './file-browser';

/**
 * /byggfiler and /ritningar: every file of the kind the caller may see. Upload is offered to members of
 * an organization and superadmins; the modal then lists only projects they may upload into.
 */
export function FilesPageBody({ kind, actions }: { kind: FileKind; actions?: ReactNode }) {
  const { t } = useTranslation(['files', 'drawings']);
  const ns = KINDS[kind].ns;
  usePageTitle(t(`${ns}:title`));
  const canUpload = useAbilities().listProjects;
  return (
    <Stack gap="lg">
      <Text c="dimmed" maw={760}>
        {t(`${ns}:intro`)}
      </Text>
      <FileBrowser kind={kind} canUpload={canUpload} actions={actions} />
    </Stack>
  );
}
