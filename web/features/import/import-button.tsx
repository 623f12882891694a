import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileImport } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportType } from '../../../common/api/import';
import { useAbilities } from '../auth';

/** The modal and its report load only when someone opens it (DESIGN.md point 4). */
const ImportModal = lazy(() => import('./import-modal').then((module) => ({ default: module.ImportModal })));

/** "Importera": offered only to those the server would let import this type. */
export function ImportButton({ importType }: { importType: ImportType }) {
  const { t } = useTranslation('import');
  const abilities = useAbilities();
  const [opened, modal] = useDisclosure(false);
  if (!abilities.import[importType]) return null;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileImport size={16} aria-hidden />}
        onClick={modal.open}
        aria-label={t(`buttonLabel.${importType}`)}
      >
        {t('button')}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <ImportModal importType={importType} opened={opened} onClose={modal.close} />
        </Suspense>
      ) : null}
    </>
  );
}
