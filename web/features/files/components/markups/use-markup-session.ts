import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../lib/notify';
import { formatApiError } from '../../../../lib/error-message';
import type {
  Markup,
  MarkupGeometry,
  MarkupKind,
  MarkupTarget,
  UpdateMarkupBody,
} from '../../../../entities/file/markup-types';
import { useMarkupMutations } from '../../api/use-markups';
import type { Tool } from './markup-layer';

export const MARKUP_COLORS = ['#e03131', '#1971c2', '#2f9e44', '#f08c00', '#9c36b5', '#212529'] as const;

/**
 * What undo puts back: a created markup goes, a changed one gets its earlier values, a deleted one returns — the
 * same markup, with its id and replies (`POST markup/{id}/restore`), so earlier steps about it still name it.
 */
type Step =
  | { type: 'create'; id: string }
  | { type: 'patch'; id: string; before: UpdateMarkupBody }
  | { type: 'delete'; markup: Markup };

/** How many of the session's actions undo keeps. */
const HISTORY = 50;

/**
 * The viewer's markup session: the tool and colour chosen, whether new markups are published at once, the
 * selection, and the calls that change markups, each remembered so that undo can take it back.
 */
export function useMarkupSession(target: MarkupTarget, page: number) {
  const { t } = useTranslation('markups');
  const { create, patch, remove, restore, reply } = useMarkupMutations(target, page);
  const [tool, setTool] = useState<Tool>('select');
  const [color, setColor] = useState<string>(MARKUP_COLORS[0]);
  const [publishNew, setPublishNew] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [steps, setSteps] = useState<Step[]>([]);

  const failed = useCallback(
    (error: unknown) =>
      notify(t, { color: 'red', title: t('failed'), message: formatApiError(t, error, 'unknownError') }),
    [t],
  );
  const remember = (step: Step) => setSteps((list) => [...list.slice(-(HISTORY - 1)), step]);

  const draw = (kind: MarkupKind, geometry: MarkupGeometry) => {
    create.mutate(
      { kind, geometry, color, text: '', visibility: publishNew ? 'published' : 'private' },
      {
        onSuccess: (markup) => {
          remember({ type: 'create', id: markup._id });
          setSelectedId(markup._id);
          // One markup at a time, as in every drawing tool; a pin or a text is placed and then written.
          setTool('select');
        },
        onError: failed,
      },
    );
  };

  const change = (markup: Markup, body: UpdateMarkupBody) => {
    const before: UpdateMarkupBody = {};
    for (const key of Object.keys(body) as (keyof UpdateMarkupBody)[]) Object.assign(before, { [key]: markup[key] });
    patch.mutate(
      { id: markup._id, body },
      { onSuccess: () => remember({ type: 'patch', id: markup._id, before }), onError: failed },
    );
  };

  const move = (markup: Markup, geometry: MarkupGeometry) => change(markup, { geometry });

  const erase = (markup: Markup) => {
    remove.mutate(markup._id, {
      onSuccess: () => {
        remember({ type: 'delete', markup });
        setSelectedId((id) => (id === markup._id ? null : id));
      },
      onError: failed,
    });
  };

  const undo = () => {
    const step = steps[steps.length - 1];
    if (!step) return;
    setSteps((list) => list.slice(0, -1));
    if (step.type === 'create') remove.mutate(step.id, { onError: failed });
    else if (step.type === 'patch') patch.mutate({ id: step.id, body: step.before }, { onError: failed });
    else restore.mutate(step.markup._id, { onSuccess: (markup) => setSelectedId(markup._id), onError: failed });
  };

  const addReply = (markup: Markup, text: string, onDone: () => void) =>
    reply.mutate({ id: markup._id, text }, { onSuccess: onDone, onError: failed });

  return {
    tool,
    setTool,
    color,
    setColor,
    publishNew,
    setPublishNew,
    selectedId,
    setSelectedId,
    canUndo: steps.length > 0,
    busy: create.isPending || patch.isPending || remove.isPending || restore.isPending,
    draw,
    move,
    change,
    erase,
    undo,
    addReply,
    replying: reply.isPending,
  };
}

export type MarkupSession = ReturnType<typeof useMarkupSession>;
