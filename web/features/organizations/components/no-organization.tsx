import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingPlus, IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IconHeading } from '../../../components/icon-heading';
import { ApplyCard } from './apply-card';
import { NewOrganizationModal } from './new-organization-modal';

/** For a user outside any organization: why it matters, and the two ways in. */
export function NoOrganization({ userId }: { userId: string }) {
  const { t } = useTranslation('organization');
  const [opened, modal] = useDisclosure(false);
  return (
    <Stack gap="xl">
      <Card p="xl">
        <Group gap="lg" wrap="nowrap" align="flex-start">
          <ThemeIcon size={56} radius="lg" variant="light" color="orange">
            <IconUserQuestion size={28} aria-hidden />
          </ThemeIcon>
          <div>
            <Title order={2} size="h3">
              {t('none.title')}
            </Title>
            <Text c="dimmed" mt={4} maw={720}>
              {t('none.text')}
            </Text>
          </div>
        </Group>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ApplyCard userId={userId} />
        <Card p="xl" h="100%" component="section" aria-labelledby="request-title">
          <Stack gap="md" h="100%">
            <IconHeading
              icon={<IconBuildingPlus size={24} aria-hidden />}
              color="teal"
              id="request-title"
              title={t('none.requestTitle')}
              text={t('none.requestText')}
            />
            <Stack gap={6} component="ul" pl="md" m={0}>
              {(['one', 'two', 'three'] as const).map((step) => (
                <Text key={step} component="li" size="sm">
                  {t(`none.requestSteps.${step}`)}
                </Text>
              ))}
            </Stack>
            <Button
              mt="auto"
              variant="light"
              w="fit-content"
              leftSection={<IconBuildingPlus size={16} aria-hidden />}
              onClick={modal.open}
            >
              {t('none.requestButton')}
            </Button>
          </Stack>
        </Card>
      </SimpleGrid>
      <NewOrganizationModal opened={opened} onClose={modal.close} />
    </Stack>
  );
}
