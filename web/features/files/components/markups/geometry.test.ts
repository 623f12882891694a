import { describe, expect, it } from 'vitest';
import type { Markup } from '../../../../entities/file/markup-types';
import { boundsOf, cloudPath, geometryFor, handlesOf, markupAt, moved, resized, TEXT_BOX } from './geometry';

type Shape = Pick<Markup, 'kind' | 'geometry'> & { id: string };

describe('markup geometry (PDF points, y upwards)', () => {
  it('draws a box from any two corners, a line between its ends, and a pin at the release', () => {
    expect(geometryFor('rectangle', [100, 200], [40, 120])).toEqual({ x: 40, y: 120, w: 60, h: 80 });
    expect(geometryFor('arrow', [10, 10], [50, 80])).toEqual({
      points: [
        [10, 10],
        [50, 80],
      ],
    });
    expect(geometryFor('pin', [10, 10], [12.345, 20])).toEqual({ x: 12.35, y: 20 });
  });

  it('takes a click as nothing, except for a text, which gets its usual box below the click', () => {
    expect(geometryFor('cloud', [10, 10], [11, 11])).toBeNull();
    expect(geometryFor('line', [10, 10], [10, 10])).toBeNull();
    expect(geometryFor('text', [100, 500], [100, 500])).toEqual({ x: 100, y: 500 - TEXT_BOX.h, ...TEXT_BOX });
  });

  it('finds the smallest markup under a point, lines within the tolerance only', () => {
    const markups: Shape[] = [
      { id: 'big', kind: 'rectangle', geometry: { x: 0, y: 0, w: 500, h: 500 } },
      { id: 'small', kind: 'cloud', geometry: { x: 100, y: 100, w: 50, h: 50 } },
      {
        id: 'line',
        kind: 'line',
        geometry: {
          points: [
            [300, 300],
            [400, 300],
          ],
        },
      },
    ];
    expect(markupAt(markups, [120, 120], 2)?.id).toBe('small');
    expect(markupAt(markups, [350, 302], 4)?.id).toBe('line');
    expect(markupAt(markups, [350, 320], 4)?.id).toBe('big');
    expect(markupAt(markups, [600, 600], 4)).toBeNull();
  });

  it('moves every kind by the same offset and resizes a box from the corner held', () => {
    expect(moved({ x: 1, y: 2, w: 3, h: 4 }, 10, -1)).toEqual({ x: 11, y: 1, w: 3, h: 4 });
    expect(
      moved(
        {
          points: [
            [0, 0],
            [5, 5],
          ],
        },
        1,
        1,
      ),
    ).toEqual({
      points: [
        [1, 1],
        [6, 6],
      ],
    });
    expect(moved({ x: 3, y: 3 }, 1, 1)).toEqual({ x: 4, y: 4 });
    const box = { x: 10, y: 10, w: 20, h: 20 };
    expect(resized(box, { corner: 'ne' }, [50, 60])).toEqual({ x: 10, y: 10, w: 40, h: 50 });
    expect(resized(box, { corner: 'sw' }, [0, 0])).toEqual({ x: 0, y: 0, w: 30, h: 30 });
    expect(
      resized(
        {
          points: [
            [0, 0],
            [5, 5],
          ],
        },
        { point: 1 },
        [9, 9],
      ),
    ).toEqual({
      points: [
        [0, 0],
        [9, 9],
      ],
    });
    expect(handlesOf('pin', { x: 1, y: 1 })).toEqual([]);
    expect(handlesOf('ellipse', box)).toHaveLength(4);
  });

  it("gives a pin a head above its tip, and a cloud a closed path of arcs along the box's edges", () => {
    expect(boundsOf('pin', { x: 100, y: 100 })).toMatchObject({ y: 100, w: 16 });
    const path = cloudPath({ x: 0, y: 0, w: 120, h: 60 }, 12);
    expect(path.startsWith('M0 0')).toBe(true);
    expect(path.endsWith('Z')).toBe(true);
    expect(path.match(/A/g)).toHaveLength(10 + 5 + 10 + 5);
  });
});
