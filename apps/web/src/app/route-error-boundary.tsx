import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './routes/route-error-page.tsx';

type Props = { children: ReactNode; /** The page's path: going to another page clears the error. */ resetKey: string };
type State = { failed: boolean; resetKey: string };

/** A screen that throws (most often: its code could not be fetched) shows the error page. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
