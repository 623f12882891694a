import { SegmentedControl, Stack } from '@mantine/core';
import { IconFileText, IconRuler2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { FileKind } from '../kinds';
import { FileBrowser } from './file-browser';

export interface ProjectFilesPanelProps {
  projectId: string;
  /** The project's abilities (`GET project/{id}`): `manageContent` offers the upload. */
  abilities: { manageContent: boolean };
}

const VIEW_PARAM = 'visa';

/** The project's Filer tab: its construction files and drawings, with upload into the project. */
export function ProjectFilesPanel({ projectId, abilities }: ProjectFilesPanelProps) {
  const { t } = useTranslation(['files', 'drawings']);
  const [params, setParams] = useSearchParams();
  const kind: FileKind = params.get(VIEW_PARAM) === 'ritningar' ? 'drawing' : 'constructionfile';
  const choose = (value: string) =>
    // Filters belong to one kind; switching starts the other list afresh.
    setParams(value === 'drawing' ? { [VIEW_PARAM]: 'ritningar' } : {});
  return (
    <Stack gap="md">
      <SegmentedControl
        value={kind}
        onChange={choose}
        aria-label={t('files:panel.label')}
        w={{ base: '100%', xs: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
        data={[
          {
            value: 'constructionfile',
            label: <Label icon={<IconFileText size={16} aria-hidden />} text={t('files:title')} />,
          },
          { value: 'drawing', label: <Label icon={<IconRuler2 size={16} aria-hidden />} text={t('drawings:title')} /> },
        ]}
      />
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
