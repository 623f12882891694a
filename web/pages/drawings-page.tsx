import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OpenRegister } from '../features/files/open-register-part';
import { ImportButton } from '../features/import/import-button';
import { FilesPageBody } from '../features/files/components/files-page-body';

/** /ritningar, with the way to a project's drawing register (numbers, folder match, export). */
export function DrawingsPage() {
  const { t } = useTranslation('drawings');
  return (
    <FilesPageBody
      kind="drawing"
      title={t('title')}
      intro={t('intro')}
      actions={
        <Group gap="xs" wrap="wrap">
          <OpenRegister />
          <ImportButton importType="drawings" />
        </Group>
      }
    />
  );
}
