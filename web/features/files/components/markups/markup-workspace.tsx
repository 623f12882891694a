import { ActionIcon, Drawer, Group, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLayoutSidebarRight } from '@tabler/icons-react';
import { useMemo, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../../entities/session';
import type { Markup, MarkupTarget } from '../../../../entities/file/markup-types';
import { usePageMarkups } from '../../api/use-markups';
import { boundsOf, moved } from './geometry';
import { MarkupLayer, type PageView } from './markup-layer';
import { filterMarkups, type MarkupFilter } from './markup-filter';
import { MarkupPanel } from './markup-panel';
import { MarkupToolbar } from './markup-toolbar';
import classes from './markups.module.css';
import { useMarkupSession } from './use-markup-session';

interface MarkupWorkspaceProps {
  target: MarkupTarget;
  page: number;
  /** The page as shown (null until pdf.js has it). */
  view: PageView | null;
  /** The toolbar and the panel are out; the markups are drawn either way. */
  open: boolean;
  stage: RefObject<HTMLDivElement | null>;
  /** The stage, given the layer to put over the page's canvas. */
  children: (layer: ReactNode) => ReactNode;
}

/** Keys on the page's layer: Delete, Escape, Ctrl+Z and the arrows (which move the selection a few pixels). */
const NUDGE_PX = 2;

/** The viewer's markups: the layer over the page, and when open the toolbar and the side panel (a drawer on a phone). */
export function MarkupWorkspace({ target, page, view, open, stage, children }: MarkupWorkspaceProps) {
  const { t } = useTranslation('markups');
  const phone = useMediaQuery('(max-width: 48em)');
  const me = useCurrentUser().data?._id;
  const query = usePageMarkups(target, page);
  const session = useMarkupSession(target, page);
  const [filter, setFilter] = useState<MarkupFilter>('all');
  const [panelShown, setPanelShown] = useState(true);
  const [drawer, setDrawer] = useState(false);
  const all = query.data;
  const markups = useMemo(() => filterMarkups(all ?? [], filter, me), [all, filter, me]);
  const selected = markups.find((markup) => markup._id === session.selectedId) ?? null;
  const mine = (markup: Markup) => markup.abilities.edit;

  /** Jump-to: the markup is selected and the stage scrolls to put it in the middle. */
  const reveal = (markup: Markup) => {
    session.setSelectedId(markup._id);
    setDrawer(false);
    const node = stage.current;
    const layer = node?.querySelector('[data-testid="markup-layer"]');
    if (!node || !layer || !view) return;
    const box = boundsOf(markup.kind, markup.geometry);
    const [x = 0, y = 0] = view.convertToViewportPoint(box.x + box.w / 2, box.y + box.h / 2);
    const offset = layer.getBoundingClientRect();
    const frame = node.getBoundingClientRect();
    node.scrollTo?.({
      left: node.scrollLeft + offset.left - frame.left + x - node.clientWidth / 2,
      top: node.scrollTop + offset.top - frame.top + y - node.clientHeight / 2,
      behavior: 'smooth',
    });
  };

  const onKey = (event: KeyboardEvent<SVGSVGElement>) => {
    const key = event.key;
    if ((event.ctrlKey || event.metaKey) && key.toLowerCase() === 'z') session.undo();
    else if (key === 'Escape' && (session.selectedId || session.tool !== 'select')) {
      session.setSelectedId(null);
      session.setTool('select');
    } else if ((key === 'Delete' || key === 'Backspace') && selected?.abilities.delete) session.erase(selected);
    else if (key.startsWith('Arrow') && selected && mine(selected) && view) {
      const step = (event.shiftKey ? 5 : 1) * NUDGE_PX;
      const dx = key === 'ArrowLeft' ? -step : key === 'ArrowRight' ? step : 0;
      const dy = key === 'ArrowUp' ? -step : key === 'ArrowDown' ? step : 0;
      const [ax = 0, ay = 0] = view.convertToPdfPoint(0, 0);
      const [bx = 0, by = 0] = view.convertToPdfPoint(dx, dy);
      session.move(selected, moved(selected.geometry, bx - ax, by - ay));
    } else return;
    // Handled here: the viewer's page keys (← →) and the modal's Escape are not for this press.
    event.preventDefault();
    event.stopPropagation();
  };

  const layer = view ? (
    <MarkupLayer
      view={view}
      markups={markups}
      interactive={open}
      tool={session.tool}
      color={session.color}
      selectedId={open ? session.selectedId : null}
      canEdit={mine}
      onSelect={session.setSelectedId}
      onDraw={session.draw}
      onChange={session.move}
      onKey={onKey}
    />
  ) : null;
  const panel = (
    <MarkupPanel
      page={page}
      markups={markups}
      total={all?.length ?? 0}
      loading={query.isPending}
      failed={query.isError}
      filter={filter}
      onFilter={setFilter}
      session={session}
      onPick={reveal}
      fullWidth={Boolean(phone)}
    />
  );
  return (
    <>
      {open ? (
        <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
          <MarkupToolbar
            session={session}
            onDeleteSelected={selected?.abilities.delete ? () => session.erase(selected) : undefined}
          />
          <Tooltip label={t('panel.toggle')} withArrow>
            <ActionIcon
              size="lg"
              variant={(phone ? drawer : panelShown) ? 'light' : 'default'}
              aria-label={t('panel.toggle')}
              aria-expanded={phone ? drawer : panelShown}
              onClick={() => (phone ? setDrawer((shown) => !shown) : setPanelShown((shown) => !shown))}
            >
              <IconLayoutSidebarRight size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      ) : null}
      <div className={classes.workspace}>
        {children(layer)}
        {open && panelShown && !phone ? panel : null}
      </div>
      {phone ? (
        <Drawer
          opened={open && drawer}
          onClose={() => setDrawer(false)}
          position="bottom"
          size="75%"
          title={t('panel.title', { page })}
          closeButtonProps={{ 'aria-label': t('common:close') }}
        >
          {panel}
        </Drawer>
      ) : null}
    </>
  );
}
