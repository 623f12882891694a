import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deferredPart, type DeferredProps, type StaticProps } from './deferred-part';

function Loaded({ label, activated }: { label: string } & DeferredProps) {
  return <button type="button">{`${label} (loaded${activated ? ', opened' : ''})`}</button>;
}

function Static({ label, onActivate }: { label: string } & StaticProps) {
  return (
    <button type="button" onClick={onActivate}>
      {label}
    </button>
  );
}

function deferred() {
  let resolve: (part: typeof Loaded) => void = () => undefined;
  const load = vi.fn(() => new Promise<typeof Loaded>((done) => (resolve = done)));
  return { Part: deferredPart(load, Static), load, arrive: (part = Loaded) => act(async () => resolve(part)) };
}

describe('deferredPart', () => {
  it('shows the static version first and loads the part when the browser is idle', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { Part, load, arrive } = deferred();
    render(<Part label="Meny" />);
    expect(screen.getByRole('button', { name: 'Meny' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(200));
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();
    expect(screen.getByRole('button', { name: 'Meny (loaded)' })).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('answers a click on the static version once the part arrives, and keeps the focus on it', async () => {
    const user = userEvent.setup();
    const { Part, load, arrive } = deferred();
    render(<Part label="Meny" />);
    await user.click(screen.getByRole('button', { name: 'Meny' }));
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();
    const loaded = screen.getByRole('button', { name: 'Meny (loaded, opened)' });
    expect(loaded).toHaveFocus();
  });

  it('answers a press whose part arrives before the button is released', async () => {
    const user = userEvent.setup();
    const { Part, arrive } = deferred();
    render(<Part label="Meny" />);
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('button', { name: 'Meny' }) });
    await arrive();
    await user.pointer({ keys: '[/MouseLeft]' });
    expect(screen.getByRole('button', { name: 'Meny (loaded, opened)' })).toBeInTheDocument();
  });

  it('loads once for every instance, and a later instance renders the part at once', async () => {
    const { Part, load, arrive } = deferred();
    const user = userEvent.setup();
    const { unmount } = render(
      <>
        <Part label="A" />
        <Part label="B" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'A' }));
    await user.click(screen.getByRole('button', { name: 'B' }));
    await arrive();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'B (loaded, opened)' })).toBeInTheDocument();
    unmount();
    render(<Part label="C" />);
    expect(screen.getByRole('button', { name: 'C (loaded)' })).toBeInTheDocument();
  });

  it('keeps the static version when the code cannot load, and tries again on the next click', async () => {
    const user = userEvent.setup();
    let fail: (error: Error) => void = () => undefined;
    const load = vi
      .fn<() => Promise<typeof Loaded>>()
      .mockReturnValueOnce(new Promise((_, reject) => (fail = reject)))
      .mockResolvedValueOnce(Loaded);
    const Part = deferredPart(load, Static);
    render(<Part label="Meny" />);
    await user.click(screen.getByRole('button', { name: 'Meny' }));
    await act(async () => fail(new Error('offline')));
    expect(screen.getByRole('button', { name: 'Meny' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Meny' }));
    expect(await screen.findByRole('button', { name: 'Meny (loaded, opened)' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the static version while the part waits (a catalog namespace) and shows the part after', async () => {
    let release: () => void = () => undefined;
    const waiting = new Promise<void>((done) => (release = done));
    let ready = false;
    void waiting.then(() => (ready = true));
    function Waiting(props: { label: string } & DeferredProps) {
      if (!ready) throw waiting;
      return <Loaded {...props} />;
    }
    const user = userEvent.setup();
    const Part = deferredPart(async () => Waiting, Static);
    render(<Part label="Meny" />);
    await user.click(screen.getByRole('button', { name: 'Meny' }));
    expect(screen.getByRole('button', { name: 'Meny' })).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByRole('button', { name: 'Meny (loaded, opened)' })).toBeInTheDocument();
  });
});
