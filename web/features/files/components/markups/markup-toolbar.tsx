import { ActionIcon, ColorSwatch, Divider, Group, Menu, Switch, Tooltip } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowUpRight,
  IconCircle,
  IconCloud,
  IconHighlight,
  IconLine,
  IconMapPin,
  IconPointer,
  IconSquare,
  IconTrash,
  IconTypography,
} from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tool } from './markup-layer';
import { MARKUP_COLORS, type MarkupSession } from './use-markup-session';

const TOOLS: { tool: Tool; icon: typeof IconPointer }[] = [
  { tool: 'select', icon: IconPointer },
  { tool: 'cloud', icon: IconCloud },
  { tool: 'rectangle', icon: IconSquare },
  { tool: 'ellipse', icon: IconCircle },
  { tool: 'arrow', icon: IconArrowUpRight },
  { tool: 'line', icon: IconLine },
  { tool: 'text', icon: IconTypography },
  { tool: 'highlight', icon: IconHighlight },
  { tool: 'pin', icon: IconMapPin },
];

export const COLOR_NAMES: Record<(typeof MARKUP_COLORS)[number], string> = {
  '#e03131': 'red',
  '#1971c2': 'blue',
  '#2f9e44': 'green',
  '#f08c00': 'orange',
  '#9c36b5': 'purple',
  '#212529': 'black',
};

export function colorName(color: string): string {
  return COLOR_NAMES[color as keyof typeof COLOR_NAMES] ?? 'other';
}

/** ← and → move between the toolbar's controls (WAI-ARIA toolbar); the viewer's page keys stay outside it. */
function rove(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('button:not(:disabled), input')];
  const at = controls.indexOf(document.activeElement as HTMLElement);
  if (at < 0) return;
  event.preventDefault();
  event.stopPropagation();
  const next = controls[(at + (event.key === 'ArrowRight' ? 1 : controls.length - 1)) % controls.length];
  next?.focus();
}

interface MarkupToolbarProps {
  session: MarkupSession;
  /** The selected markup, when its author may delete it. */
  onDeleteSelected?: () => void;
}

/** The drawing tools, the colour, "publish at once", undo and delete: every one a button with a name and a tip. */
export function MarkupToolbar({ session, onDeleteSelected }: MarkupToolbarProps) {
  const { t } = useTranslation('markups');
  return (
    <Group gap={4} wrap="wrap" role="toolbar" aria-label={t('toolbar')} onKeyDown={rove} data-testid="markup-toolbar">
      {TOOLS.map(({ tool, icon: Icon }) => (
        <Tooltip key={tool} label={t(`tools.${tool}`)} withArrow>
          <ActionIcon
            size="lg"
            variant={session.tool === tool ? 'filled' : 'default'}
            aria-label={t(`tools.${tool}`)}
            aria-pressed={session.tool === tool}
            onClick={() => session.setTool(tool)}
          >
            <Icon size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ))}
      <Divider orientation="vertical" mx={4} />
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Tooltip label={t('color.label')} withArrow>
            <ActionIcon
              size="lg"
              variant="default"
              aria-label={t('color.current', { color: t(`color.${colorName(session.color)}`) })}
            >
              <ColorSwatch color={session.color} size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          {MARKUP_COLORS.map((color) => (
            <Menu.Item
              key={color}
              leftSection={<ColorSwatch color={color} size={16} aria-hidden />}
              onClick={() => session.setColor(color)}
              aria-current={color === session.color}
            >
              {t(`color.${colorName(color)}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Tooltip label={t('undo')} withArrow>
        <ActionIcon
          size="lg"
          variant="default"
          aria-label={t('undo')}
          onClick={session.undo}
          disabled={!session.canUndo || session.busy}
        >
          <IconArrowBackUp size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('delete')} withArrow>
        <ActionIcon
          size="lg"
          variant="default"
          aria-label={t('delete')}
          onClick={onDeleteSelected}
          disabled={!onDeleteSelected}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Switch
        ml="xs"
        size="sm"
        label={t('publishNew')}
        checked={session.publishNew}
        onChange={(event) => session.setPublishNew(event.currentTarget.checked)}
      />
    </Group>
  );
}
