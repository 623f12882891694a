import { Button, Card, Code } from '@mantine/core';
import { Table } from '../components/light-table';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../common/format';
import { StatusPage } from '../components/status-page';
import { usePageTitle } from '../lib/page-title';

function formatBuildTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const time = date.toLocaleTimeString('sv-SE', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return `${formatDate(date)} ${time}`;
}

export function FrontendVersionPage() {
  const { t } = useTranslation('status');
  usePageTitle(t('version.title'));
  const rows: [string, string][] = [
    [t('version.version'), __APP_VERSION__],
    [t('version.commit'), __APP_COMMIT__],
    [t('version.buildTime'), formatBuildTime(__APP_BUILD_TIME__)],
  ];
  return (
    <StatusPage title={t('version.heading')} description={t('version.text')}>
      <Card w="100%" maw={420} p={0} ta="left">
        <Table verticalSpacing="sm" horizontalSpacing="lg">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" w="45%">
                  {label}
                </Table.Th>
                <Table.Td>
                  <Code>{value}</Code>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
      <Button component={Link} to="/" variant="light" leftSection={<IconHome size={18} aria-hidden />}>
        {t('backHome')}
      </Button>
    </StatusPage>
  );
}
