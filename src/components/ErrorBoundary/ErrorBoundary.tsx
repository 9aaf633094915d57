import * as React from 'react';
import { Link } from '../Link';
import { useT } from '@/i18n/useT';
import { Button } from '../Button';
import { ROUTE_PATHS } from '@/lib/links';

export interface ErrorFallbackProps {
  /** Try again: reload the page. @default window.location.reload */
  onReload?: () => void;
}

/** What a visitor sees when a page fails: a kind message, Reload and Go home — never a blank screen. */
export function ErrorFallback({ onReload }: ErrorFallbackProps) {
  const { t } = useT();
  return (
    <div data-slot="error-fallback" role="alert" className="container-page flex flex-col items-start gap-4 py-12">
      <h1 tabIndex={-1} className="text-3xl font-bold">
        {t('error.title')}
      </h1>
      <p className="prose-width text-lg text-muted-foreground">{t('error.text')}</p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={onReload ?? (() => window.location.reload())}>{t('error.reload')}</Button>
        <Button asChild variant="outline">
          <Link to={ROUTE_PATHS.home} reloadDocument>
            {t('error.home')}
          </Link>
        </Button>
      </div>
    </div>
  );
}

export interface ErrorBoundaryProps {
  children: React.ReactNode;
  /** Rendered instead of the children after an error. @default <ErrorFallback /> */
  fallback?: React.ReactNode;
  /** Changing this value (e.g. the path) clears the error, so navigating away recovers. */
  resetKey?: string;
}

interface State {
  failed: boolean;
  resetKey?: string;
}

/** Catches render errors in a route so the rest of the site (header, footer) keeps working. */
export class ErrorBoundary extends React.Component<ErrorBoundaryProps, State> {
  state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: unknown) {
    console.error('A page failed to render:', error);
  }

  render() {
    if (this.state.failed) return this.props.fallback ?? <ErrorFallback />;
    return this.props.children;
  }
}
