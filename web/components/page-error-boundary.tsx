import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageLoadFailure } from './page-load-failure';

interface State {
  error: Error | null;
}

/** Catches a page whose code could not load (or that crashed) and offers a reload instead of a blank screen. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page failed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error) return <PageLoadFailure error={this.state.error} />;
    return this.props.children;
  }
}
