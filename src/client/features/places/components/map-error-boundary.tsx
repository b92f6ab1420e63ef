import { Component, type ErrorInfo, type ReactNode } from 'react';

type MapErrorBoundaryProps = { fallback?: ReactNode; children: ReactNode };

/** The map is a nicety: if its chunk or Leaflet fails, the page carries on without it. */
export class MapErrorBoundary extends Component<MapErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn('The map could not be shown', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
