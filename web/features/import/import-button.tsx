import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ImportType } from '../../../common/api/import';
import { lazyPart } from '../../components/lazy-part';
import { useAbilities } from '../../entities/session';

/** The modal and its report load only when someone opens it (DESIGN.md point 4). */
const ImportModal = lazyPart(() => import('./import-modal').then((module) => module.ImportModal), null, ['import']);

/** "Importera": offered only to those the server would let import this type. */
export function ImportButton({ importType }: { importType: ImportType }) {
  // The label is in the frame's catalog: the import catalog loads with the modal.
  const { t } = useTranslation('common');
  const abilities = useAbilities();
  const [opened, modal] = useDisclosure(false);
  if (!abilities.import[importType]) return null;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileImport size={16} aria-hidden />}
        onClick={modal.open}
        aria-label={t(`importButton.aria.${importType}`)}
      >
        {t('importButton.label')}
      </Button>
      {opened ? <ImportModal importType={importType} opened={opened} onClose={modal.close} /> : null}
    </>
  );
}
