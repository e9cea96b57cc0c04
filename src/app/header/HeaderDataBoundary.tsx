import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface HeaderDataBoundaryProps {
  /** Shown instead of the children when loading the header data failed. */
  fallback: ReactNode;
  /** A new value (a new query) tries the children again. */
  resetKey: unknown;
  children: ReactNode;
}

interface HeaderDataBoundaryState {
  failed: boolean;
  resetKey: unknown;
}

/**
 * Keeps the header usable when its data fails to load: logo and navigation stay, the data parts fall back to what
 * the session alone allows. The error itself is logged by fetchGraphQL and here.
 */
export class HeaderDataBoundary extends Component<HeaderDataBoundaryProps, HeaderDataBoundaryState> {
  override state: HeaderDataBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<HeaderDataBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: HeaderDataBoundaryProps,
    state: HeaderDataBoundaryState,
  ): Partial<HeaderDataBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[Header] Daten konnten nicht geladen werden', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
