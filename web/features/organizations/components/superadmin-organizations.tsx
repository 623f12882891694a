import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingPlus, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NewOrganizationModal } from './new-organization-modal';
import type { OrganizationParts } from './organization-parts';
import { OrganizationsAdmin } from './organizations-admin';

interface SuperadminOrganizationsProps {
  currentUserId: string;
  /** False while the superadmin belongs to an organization themself. */
  canJoin: boolean;
  /** Without the header card, inside the superadmin's own organization page. */
  embedded?: boolean;
  /** The log of every organization, from the page. */
  AuditLog: OrganizationParts['AuditLog'];
}

/** The superadmin's organizations view: every organization, requests first, and "New organization". */
export function SuperadminOrganizations({
  currentUserId,
  canJoin,
  embedded = false,
  AuditLog,
}: SuperadminOrganizationsProps) {
  const { t } = useTranslation('organization');
  const [opened, modal] = useDisclosure(false);
  const newButton = (
    <Button leftSection={<IconBuildingPlus size={16} aria-hidden />} onClick={modal.open}>
      {t('admin.new')}
    </Button>
  );
  return (
    <Stack gap="xl">
      {embedded ? (
        <Group justify="flex-end">{newButton}</Group>
      ) : (
        <Card p="xl">
          <Group justify="space-between" gap="lg">
            <Group gap="lg" wrap="nowrap">
              <ThemeIcon size={56} radius="lg" variant="light" color="grape">
                <IconShieldCheck size={28} aria-hidden />
              </ThemeIcon>
              <div>
                <Title order={2} size="h3">
                  {t('admin.title')}
                </Title>
                <Text c="dimmed" size="sm" maw={640}>
                  {t('admin.text')}
                </Text>
              </div>
            </Group>
            {newButton}
          </Group>
        </Card>
      )}
      <OrganizationsAdmin currentUserId={currentUserId} canJoin={canJoin} />
      <AuditLog scope={{}} people={[]} />
      <NewOrganizationModal opened={opened} onClose={modal.close} superadmin />
    </Stack>
  );
}
