import { Component, type ReactNode } from 'react';

interface ViewerBoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** A viewer that cannot load (its chunk, or pdf.js itself) falls back to the download instead of the page. */
export class ViewerBoundary extends Component<ViewerBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
