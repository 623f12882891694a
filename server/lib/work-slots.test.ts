import { describe, expect, it } from 'vitest';
import { WorkSlots } from './work-slots';

/** Work that ends when the test says so. */
function gate() {
  let open: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { done, open: () => open() };
}
const tick = () => new Promise((resolve) => setImmediate(resolve));
const full = () => new Error('full');

describe('WorkSlots', () => {
  it('runs at most `running` at once, lets `waiting` more wait in order, and refuses the next at once', async () => {
    const slots = new WorkSlots({ running: 2, waiting: 2 });
    const gates = Array.from({ length: 4 }, gate);
    const order: number[] = [];
    const runs = gates.map((g, i) =>
      slots.run(async () => {
        order.push(i);
        await g.done;
        return i;
      }, full),
    );
    await tick();
    expect(order).toEqual([0, 1]);
    expect(slots.load()).toEqual({ running: 2, waiting: 2, started: 2 });
    let ranRefused = false;
    const refused = slots.run(async () => void (ranRefused = true), full);
    await expect(refused).rejects.toThrow('full');
    expect(ranRefused).toBe(false);

    gates[1]?.open();
    await tick();
    expect(order).toEqual([0, 1, 2]);
    expect(slots.load()).toEqual({ running: 2, waiting: 1, started: 3 });
    for (const g of gates) g.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(slots.load()).toEqual({ running: 0, waiting: 0, started: 4 });
  });

  it('frees the slot of work that failed', async () => {
    const slots = new WorkSlots({ running: 1, waiting: 0 });
    await expect(slots.run(() => Promise.reject(new Error('boom')), full)).rejects.toThrow('boom');
    expect(await slots.run(() => Promise.resolve('again'), full)).toBe('again');
    expect(slots.load()).toMatchObject({ running: 0, waiting: 0 });
  });
});
