import { Suspense, useEffect, useRef, useState, type ComponentType } from 'react';

export interface DeferredProps {
  /** The static version was clicked before the code arrived: the part answers it at once (a menu opens). */
  activated: boolean;
}

export interface StaticProps {
  /** Call on the click (or hover) the loaded part would have answered. */
  onActivate: () => void;
  /** Call when a hover that activated it ends before the part arrived. */
  onDeactivate: () => void;
}

type IdleHandle = { cancel: () => void };

function whenIdle(run: () => void): IdleHandle {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 1500 });
    return { cancel: () => window.cancelIdleCallback(id) };
  }
  const id = window.setTimeout(run, 150);
  return { cancel: () => window.clearTimeout(id) };
}

/**
 * A part of the frame the first paint can do without (a menu, a tooltip): `Static`, which looks the same,
 * renders meanwhile; the part's code loads when the browser is idle after the first paint, or at once when the
 * static version is clicked, which the part then answers. Mantine's Popover with floating-ui is 24 KB of every
 * page's first visit otherwise. Focus on the static version moves to the part when it replaces it; should the
 * part wait for a catalog namespace, the static version stays meanwhile.
 */
export function deferredPart<P extends object>(
  load: () => Promise<ComponentType<P & DeferredProps>>,
  Static: ComponentType<P & StaticProps>,
): ComponentType<P> {
  let loaded: ComponentType<P & DeferredProps> | null = null;
  let loading: Promise<void> | null = null;
  const start = (): Promise<void> =>
    (loading ??= load().then(
      (part) => {
        loaded = part;
      },
      () => {
        // Offline or a new release: the static version stays, and the next click tries again.
        loading = null;
      },
    ));

  function DeferredPart(props: P) {
    const [Part, setPart] = useState<ComponentType<P & DeferredProps> | null>(() => loaded);
    const [activated, setActivated] = useState(false);
    const box = useRef<HTMLSpanElement>(null);
    const hadFocus = useRef(false);
    const mounted = useRef(true);

    const arrive = () => {
      void start().then(() => {
        if (!mounted.current || !loaded) return;
        hadFocus.current = box.current?.contains(document.activeElement) ?? false;
        const part = loaded;
        setPart(() => part);
      });
    };

    useEffect(() => {
      mounted.current = true;
      if (Part) return undefined;
      const idle = whenIdle(arrive);
      return () => {
        mounted.current = false;
        idle.cancel();
      };
    }, [Part]);

    useEffect(() => {
      if (Part && hadFocus.current)
        box.current?.querySelector<HTMLElement>('input, button, a[href], [tabindex]:not([tabindex="-1"])')?.focus();
    }, [Part]);

    const onActivate = () => {
      setActivated(true);
      arrive();
    };
    const onDeactivate = () => setActivated(false);

    const staticVersion = <Static {...props} onActivate={onActivate} onDeactivate={onDeactivate} />;
    return (
      // A press on the static version already asks for the part: should the code arrive between the press and
      // the release, the click lands on neither version and would otherwise be lost.
      <span ref={box} style={{ display: 'contents' }} onPointerDown={Part ? undefined : onActivate}>
        {Part ? (
          <Suspense fallback={staticVersion}>
            <Part {...props} activated={activated} />
          </Suspense>
        ) : (
          staticVersion
        )}
      </span>
    );
  }
  return DeferredPart;
}
