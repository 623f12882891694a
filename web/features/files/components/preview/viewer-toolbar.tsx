import { ActionIcon, Button, Divider, Group, Text, Tooltip } from '@mantine/core';
import {
  IconArrowsHorizontal,
  IconChevronLeft,
  IconChevronRight,
  IconDownload,
  IconRotateClockwise,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

interface ViewerToolbarProps {
  page?: number;
  pages?: number;
  onPage?: (page: number) => void;
  zoom?: number;
  onZoom?: (zoom: number) => void;
  onDownload?: () => void;
  /** Turns the page a quarter clockwise. */
  onRotate?: () => void;
  /** More actions at the end (the markups' switch and download). */
  extra?: ReactNode;
}

function Control(props: { label: string; onClick: () => void; disabled?: boolean; icon: typeof IconZoomIn }) {
  const Icon = props.icon;
  return (
    <Tooltip label={props.label} withArrow>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={props.label}
        onClick={props.onClick}
        disabled={props.disabled}
      >
        <Icon size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** Page navigation, zoom and download above the viewer; the parts a viewer lacks are left out. */
export function ViewerToolbar({ page, pages, onPage, zoom, onZoom, onDownload, onRotate, extra }: ViewerToolbarProps) {
  const { t } = useTranslation(['files', 'fileDialogs'], { nsMode: 'fallback' });
  const step = zoom === undefined ? -1 : ZOOM_STEPS.findIndex((value) => value >= zoom);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs" wrap="wrap">
        {page !== undefined && pages && onPage ? (
          <Group gap="xs" wrap="nowrap">
            <Control
              label={t('preview.previous')}
              icon={IconChevronLeft}
              onClick={() => onPage(page - 1)}
              disabled={page <= 1}
            />
            <Text size="sm" fw={500} miw={110} ta="center" aria-live="polite">
              {t('preview.pageOf', { page, pages })}
            </Text>
            <Control
              label={t('preview.next')}
              icon={IconChevronRight}
              onClick={() => onPage(page + 1)}
              disabled={page >= pages}
            />
          </Group>
        ) : null}
        {zoom !== undefined && onZoom ? (
          <Group gap="xs" wrap="nowrap">
            <Divider orientation="vertical" mx={4} visibleFrom="xs" />
            <Control
              label={t('preview.zoomOut')}
              icon={IconZoomOut}
              onClick={() => onZoom(ZOOM_STEPS[Math.max(0, step - 1)] ?? 1)}
              disabled={step <= 0}
            />
            <Text size="sm" miw={52} ta="center" aria-live="polite">
              {Math.round(zoom * 100)} %
            </Text>
            <Control
              label={t('preview.zoomIn')}
              icon={IconZoomIn}
              onClick={() => onZoom(ZOOM_STEPS[Math.min(ZOOM_STEPS.length - 1, step + 1)] ?? 1)}
              disabled={step >= ZOOM_STEPS.length - 1}
            />
            <Control
              label={t('preview.fitWidth')}
              icon={IconArrowsHorizontal}
              onClick={() => onZoom(1)}
              disabled={zoom === 1}
            />
            {onRotate ? <Control label={t('preview.rotate')} icon={IconRotateClockwise} onClick={onRotate} /> : null}
          </Group>
        ) : null}
      </Group>
      {onDownload || extra ? (
        <Group gap="xs" wrap="wrap">
          {extra}
          {onDownload ? (
            <Button variant="light" leftSection={<IconDownload size={18} aria-hidden />} onClick={onDownload}>
              {t('actions.download')}
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Group>
  );
}
