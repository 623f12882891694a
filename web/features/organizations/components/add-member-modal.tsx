import { Badge, Modal, Tabs } from '@mantine/core';
import { IconAt, IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { applicantsOf, type Organization } from '../api/types';
import { AddByEmail } from './add-by-email';
import { AddFromWaitlist } from './add-from-waitlist';

interface AddMemberModalProps {
  org: Organization;
  opened: boolean;
  onClose: () => void;
}

/** The add-member modal: an applicant found by exact e-mail, or picked from the waiting lists. */
export function AddMemberModal({ org, opened, onClose }: AddMemberModalProps) {
  const { t } = useTranslation('organization');
  const waiting = applicantsOf(org).length;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('addMember.title')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      {opened ? (
        <Tabs defaultValue="email" keepMounted={false}>
          <Tabs.List mb="lg">
            <Tabs.Tab value="email" leftSection={<IconAt size={16} aria-hidden />}>
              {t('addMember.byEmail')}
            </Tabs.Tab>
            <Tabs.Tab
              value="waitlist"
              leftSection={<IconHourglass size={16} aria-hidden />}
              rightSection={
                waiting ? (
                  <Badge size="sm" circle variant="filled">
                    {waiting}
                  </Badge>
                ) : null
              }
            >
              {t('addMember.fromWaitlist')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="email">
            <AddByEmail org={org} onDone={onClose} />
          </Tabs.Panel>
          <Tabs.Panel value="waitlist">
            <AddFromWaitlist org={org} onDone={onClose} />
          </Tabs.Panel>
        </Tabs>
      ) : null}
    </Modal>
  );
}
