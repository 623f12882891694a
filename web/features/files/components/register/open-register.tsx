import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconListNumbers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ProjectSelect } from '../project-select';

/**
 * /ritningar's way to a drawing register. A register (numbers, revisions, a folder matched by number, the
 * CSV and Excel export) is a project's, so the person picks the project and lands on its register view.
 */
export function OpenRegister() {
  const { t } = useTranslation('drawings');
  const [opened, modal] = useDisclosure(false);
  const [project, setProject] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const navigate = useNavigate();
  const required = () => t('common:validation.required', { label: t('openRegister.project') });
  const open = () => {
    if (!project) return setError(required());
    modal.close();
    void navigate(`/projekt/${project}/filer?visa=forteckning`);
  };
  return (
    <>
      <Button variant="default" leftSection={<IconListNumbers size={16} aria-hidden />} onClick={modal.open}>
        {t('openRegister.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={modal.close}
        title={t('openRegister.title')}
        closeButtonProps={{ 'aria-label': t('common:close') }}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            open();
          }}
        >
          <Stack gap="md">
            <Text size="sm">{t('openRegister.text')}</Text>
            <ProjectSelect
              label={t('openRegister.project')}
              placeholder={t('openRegister.projectPlaceholder')}
              value={project}
              onChange={(next) => {
                setProject(next);
                setError(next ? undefined : required());
              }}
              onBlur={() => setError(project ? undefined : required())}
              error={error}
              allowDeselect={false}
              withAsterisk
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={modal.close}>
                {t('common:cancel')}
              </Button>
              <Button type="submit">{t('openRegister.open')}</Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
