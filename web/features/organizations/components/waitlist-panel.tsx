import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fullName } from '../../../lib/user-display';
import { people, type Organization, type Person } from '../api/types';
import { useAddMember } from '../api/use-add-member';
import { useRemoveMember } from '../api/use-remove-member';
import { ApplicantList } from './applicant-list';
import { ConfirmModal } from './confirm-modal';
import { notifyFailure, notifySuccess } from './notify';

/** The two waiting lists with approve (at once) and deny (after a confirmation). */
export function WaitlistPanel({ org, stacked = false }: { org: Organization; stacked?: boolean }) {
  const { t } = useTranslation('organization');
  const approve = useAddMember();
  const deny = useRemoveMember();
  const [denying, setDenying] = useState<Person | null>(null);
  const [denyOpened, setDenyOpened] = useState(false);

  const onApprove = (person: Person, role: 'member' | 'admin') =>
    approve.mutate(
      { organizationId: org._id, userId: person._id, role },
      {
        onSuccess: () => notifySuccess(t('waitlist.approved', { name: fullName(person), organization: org.name })),
        onError: (error) => notifyFailure(t, error, 'memberApproveFailed'),
      },
    );

  const onDeny = () => {
    if (!denying) return;
    deny.mutate(
      { organizationId: org._id, userId: denying._id },
      {
        onSuccess: () => {
          notifySuccess(t('waitlist.denied', { name: fullName(denying) }));
          setDenyOpened(false);
        },
        onError: (error) => notifyFailure(t, error, 'memberDenyFailed'),
      },
    );
  };

  const approvingId = approve.isPending ? (approve.variables?.userId ?? null) : null;
  const openDeny = (person: Person) => {
    setDenying(person);
    setDenyOpened(true);
  };

  return (
    <>
      <SimpleGrid cols={stacked ? 1 : { base: 1, lg: 2 }} spacing="lg">
        {(['member', 'admin'] as const).map((role) => (
          <ApplicantList
            key={role}
            role={role}
            applicants={people(role === 'member' ? org.waitlist.users : org.waitlist.admins)}
            approvingId={approvingId}
            onApprove={(person) => onApprove(person, role)}
            onDeny={openDeny}
          />
        ))}
      </SimpleGrid>
      <ConfirmModal
        opened={denyOpened}
        onClose={() => setDenyOpened(false)}
        onConfirm={onDeny}
        loading={deny.isPending}
        title={t('waitlist.denyTitle', { name: denying ? fullName(denying) : '' })}
        confirmLabel={t('waitlist.deny')}
      >
        {t('waitlist.denyText', { name: denying ? fullName(denying) : '', organization: org.name })}
      </ConfirmModal>
    </>
  );
}
