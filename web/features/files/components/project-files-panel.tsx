import { Button, Group, Stack } from '@mantine/core';
import { SegmentedChoice } from '../../../components/segmented-choice';
import { IconFileText, IconListNumbers, IconRuler2, IconShare } from '@tabler/icons-react';
import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMediaQuery } from '@mantine/hooks';
import type { FileKind } from '../../../entities/file/kinds';
import { lazyPart } from '../../../components/lazy-part';
import { PageLoader } from '../../../components/page-loader';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { FileBrowser } from './file-browser';

// The register loads when its view is chosen.
const DrawingRegister = lazyPart(
  () => import('./register/drawing-register').then((m) => m.DrawingRegister),
  <PageLoader />,
  ['drawings', 'fileDialogs', 'files'],
);

/** The share dialog's props: the page hands the sharing feature's dialog in (a feature never imports another). */
export interface ShareDialogProps {
  projectId: string;
  canReadLog?: boolean;
  opened: boolean;
  onClose: () => void;
}

export interface ProjectFilesPanelProps {
  projectId: string;
  projectName: string;
  /** The project's abilities (`GET project/{id}`): `manageContent` offers the upload, `share` the public link. */
  abilities: { manageContent: boolean; share?: boolean; readAudit?: boolean };
  /** The public link's dialog, shown to those who may share. */
  ShareDialog: ComponentType<ShareDialogProps>;
}

const VIEW_PARAM = 'visa';
type View = FileKind | 'register';
const VIEWS: View[] = ['constructionfile', 'drawing', 'register'];
/** `?visa=` of each view (none for the construction files, the default). */
const VIEW_VALUES: Record<View, string | null> = {
  constructionfile: null,
  drawing: 'ritningar',
  register: 'forteckning',
};

/** The project's Filer tab: its construction files and drawings, with upload into the project. */
export function ProjectFilesPanel({ projectId, projectName, abilities, ShareDialog }: ProjectFilesPanelProps) {
  // The drawings' own texts load when their view is first shown (FileBrowser asks for them), not with the tab.
  const { t } = useTranslation('files');
  const [params, setParams] = useSearchParams();
  const [sharing, setSharing] = useState(false);
  const sharingMounted = useOpenedOnce(sharing);
  const phone = useMediaQuery('(max-width: 36em)');
  const view: View = VIEWS.find((v) => VIEW_VALUES[v] === params.get(VIEW_PARAM)) ?? 'constructionfile';
  const choose = (next: View) => {
    // Filters belong to one view; switching starts the other afresh.
    setParams(VIEW_VALUES[next] ? { [VIEW_PARAM]: VIEW_VALUES[next] } : {});
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <SegmentedChoice
          value={view}
          onChange={choose}
          // Three views do not fit side by side on a phone.
          orientation={phone ? 'vertical' : 'horizontal'}
          fullWidth={phone}
          aria-label={t('files:panel.label')}
          w={{ base: '100%', xs: 'auto' }}
          data={[
            {
              value: 'constructionfile',
              label: <Label icon={<IconFileText size={16} aria-hidden />} text={t('files:title')} />,
            },
            {
              value: 'drawing',
              label: <Label icon={<IconRuler2 size={16} aria-hidden />} text={t('files:panel.drawings')} />,
            },
            {
              value: 'register',
              label: <Label icon={<IconListNumbers size={16} aria-hidden />} text={t('files:panel.register')} />,
            },
          ]}
        />
        {abilities.share ? (
          <Button variant="light" leftSection={<IconShare size={16} aria-hidden />} onClick={() => setSharing(true)}>
            {t('files:panel.share')}
          </Button>
        ) : null}
      </Group>
      {abilities.share && sharingMounted ? (
        <ShareDialog
          projectId={projectId}
          canReadLog={abilities.readAudit}
          opened={sharing}
          onClose={() => setSharing(false)}
        />
      ) : null}
      {view === 'register' ? (
        <DrawingRegister projectId={projectId} projectName={projectName} canManage={abilities.manageContent} />
      ) : (
        <Suspense fallback={<PageLoader />}>
          <FileBrowser key={view} kind={view} projectId={projectId} canUpload={abilities.manageContent} />
        </Suspense>
      )}
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
