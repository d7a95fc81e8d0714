import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from '@/shared/screens';
import { releaseDrawnHome } from './boot/drawnPages';

interface State {
  failed: boolean;
}

/**
 * The last line of defence: a crash outside any route (a provider, the demo panel) shows
 * the error screen instead of a blank page. Route errors are handled by the router.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled render error', error, info.componentStack);
    // The error screen, not a home drawn ahead of the app.
    releaseDrawnHome();
  }

  render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
