import { Component, type ContextType, type ReactNode } from 'react';
import { themeMessage, ThemeMessagesContext } from 'docsgen/theme';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Changing the key (a new route) clears a previous crash. */
  resetKey: string;
}

interface ErrorBoundaryState {
  error: Error | null;
  resetKey: string;
}

/** A render error inside a page shows 'This page crashed.' with a 'Try again' button. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<ErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error): void {
    console.error('docsgen: page render failed', error);
  }

  static override contextType = ThemeMessagesContext;
  declare context: ContextType<typeof ThemeMessagesContext>;

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="crash" role="alert">
        <h1 className="crash__title">{themeMessage(this.context, 'theme.ErrorPageContent.title')}</h1>
        <p className="crash__message">{this.state.error.message}</p>
        <button type="button" className="button" onClick={() => this.setState({ error: null })}>
          {themeMessage(this.context, 'theme.ErrorPageContent.tryAgain')}
        </button>
      </div>
    );
  }
}
