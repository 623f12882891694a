import { Anchor, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from './help-content';
import { HelpDocs } from './help-docs';
import { HelpFaq } from './help-faq';

interface HelpDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/** Help: where to read more, answers to common questions and how to reach support. */
export function HelpDrawer({ opened, onClose }: HelpDrawerProps) {
  const { t } = useTranslation('help');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={t('title')}
      padding="lg"
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Stack gap="xl">
        <section aria-labelledby="help-docs">
          <Title order={3} size="h5" id="help-docs" mb="sm">
            {t('docs.title')}
          </Title>
          <HelpDocs onNavigate={onClose} />
        </section>

        <section aria-labelledby="help-faq" id="help-faq-section">
          <Title order={3} size="h5" id="help-faq" mb="sm">
            {t('faq.title')}
          </Title>
          <HelpFaq />
        </section>

        <section aria-labelledby="help-contact">
          <Title order={3} size="h5" id="help-contact" mb="xs">
            {t('contact.title')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('contact.text')}
          </Text>
          <Stack gap="xs">
            <Group gap="xs">
              <IconMail size={18} aria-hidden />
              <Anchor href={`mailto:${SUPPORT_EMAIL}`} size="sm">
                {SUPPORT_EMAIL}
              </Anchor>
            </Group>
            <Group gap="xs">
              <IconPhone size={18} aria-hidden />
              <Anchor href={SUPPORT_PHONE_HREF} size="sm">
                {SUPPORT_PHONE}
              </Anchor>
              <Text size="xs" c="dimmed">
                {t('contact.hours')}
              </Text>
            </Group>
          </Stack>
        </section>
      </Stack>
    </Drawer>
  );
}
