import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from '@kyubos/ui';

interface Props {
  area: string;
  children: ReactNode;
}
interface State {
  error: Error | null;
}

/** Keeps a failing area to itself: the panel offers Retry, which renders the area again. */
export class AreaErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`The ${this.props.area} area failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <ErrorPanel
          title={`The ${this.props.area} area stopped working`}
          message="Something went wrong while showing this page. Try again; if it keeps happening, reload the page."
          onRetry={() => this.setState({ error: null })}
        />
      );
    }
    return this.props.children;
  }
}
