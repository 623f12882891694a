import { Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { IconFileText, IconRuler2, IconShare } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ShareLinkModal } from '../../sharing';
import type { FileKind } from '../kinds';
import { FileBrowser } from './file-browser';

export interface ProjectFilesPanelProps {
  projectId: string;
  /** The project's abilities (`GET project/{id}`): `manageContent` offers the upload, `share` the public link. */
  abilities: { manageContent: boolean; share?: boolean; readAudit?: boolean };
}

const VIEW_PARAM = 'visa';

/** The project's Filer tab: its construction files and drawings, with upload into the project. */
export function ProjectFilesPanel({ projectId, abilities }: ProjectFilesPanelProps) {
  const { t } = useTranslation(['files', 'drawings', 'sharing']);
  const [params, setParams] = useSearchParams();
  const [sharing, setSharing] = useState(false);
  const kind: FileKind = params.get(VIEW_PARAM) === 'ritningar' ? 'drawing' : 'constructionfile';
  const choose = (value: string) =>
    // Filters belong to one kind; switching starts the other list afresh.
    setParams(value === 'drawing' ? { [VIEW_PARAM]: 'ritningar' } : {});
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          value={kind}
          onChange={choose}
          aria-label={t('files:panel.label')}
          w={{ base: '100%', xs: 'auto' }}
          data={[
            {
              value: 'constructionfile',
              label: <Label icon={<IconFileText size={16} aria-hidden />} text={t('files:title')} />,
            },
            {
              value: 'drawing',
              label: <Label icon={<IconRuler2 size={16} aria-hidden />} text={t('drawings:title')} />,
            },
          ]}
        />
        {abilities.share ? (
          <Button variant="light" leftSection={<IconShare size={16} aria-hidden />} onClick={() => setSharing(true)}>
            {t('sharing:share')}
          </Button>
        ) : null}
      </Group>
      {abilities.share ? (
        <ShareLinkModal
          projectId={projectId}
          canReadLog={abilities.readAudit}
          opened={sharing}
          onClose={() => setSharing(false)}
        />
      ) : null}
      <FileBrowser key={kind} kind={kind} projectId={projectId} canUpload={abilities.manageContent} />
    </Stack>
  );
}

function Label({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      {icon}
      {text}
    </span>
  );
}
