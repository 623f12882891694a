import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteErrorPage } from './route-error-page';

interface Props {
  /** The location the error happened at: a navigation elsewhere clears it. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  at: string | null;
}

class Boundary extends Component<Props, State> {
  override state: State = { error: null, at: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === null) return state.at === props.resetKey ? null : { at: props.resetKey };
    // Still on the page that failed: keep showing the error; a new location renders the routes again.
    return state.at === props.resetKey ? null : { error: null, at: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Route failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error === null ? this.props.children : <RouteErrorPage />;
  }
}

/**
 * The routes' last resort: anything that escaped the page boundaries shows the error page instead of a blank
 * screen. A plain React boundary rather than the data router's `errorElement`, so the app can use the
 * declarative router (half the JavaScript: no loaders, actions or fetchers are used).
 */
export function RouteErrorBoundary() {
  const location = useLocation();
  return (
    <Boundary resetKey={location.key}>
      <Outlet />
    </Boundary>
  );
}
