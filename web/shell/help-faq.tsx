import { Accordion, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UI } from '../../common/limits';
import { FAQ_IDS } from './help-content';

export function HelpFaq() {
  const { t } = useTranslation('help');
  return (
    <Accordion variant="separated" radius="md" transitionDuration={UI.accordionDurationMs} chevronPosition="right">
      {FAQ_IDS.map((id) => (
        <Accordion.Item key={id} value={id}>
          <Accordion.Control>
            <Text size="sm" fw={500}>
              {t(`faq.${id}.question`)}
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Text size="sm" c="dimmed">
              {t(`faq.${id}.answer`)}
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
