import { routePaths } from '@platform/domain';
import { Button, PageError, useMessages } from '@platform/ui';
import { Component, type ReactNode, startTransition } from 'react';
import { useNavigate } from 'react-router-dom';
import { forgetFailedLoads } from '../boot/failedLoads.ts';
import { shellCatalog } from '../i18n/shellCatalog.ts';

type Props = {
  /** The page's path: another page shown (the tab bar, back, "home") starts without the failure. */
  pathname: string;
  children: ReactNode;
};

/**
 * The routed page, or the page-error state when it could not render: a page's module or the pages' strings failed
 * to load (a flaky network, a chunk gone after a deploy), where without a boundary React would unmount the whole app
 * and leave a blank screen. Only the page is replaced; the nav bar and tab bar around it stay usable. Retry renders
 * the page again, which loads what failed again (boot/failedLoads.ts).
 */
export class PageLoadBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`The page ${this.props.pathname} failed to render`, error);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.pathname !== this.props.pathname) {
      forgetFailedLoads();
      this.setState({ failed: false });
    }
  }

  private readonly retry = () => {
    // A transition: the error stays on screen while the module loads again, instead of an empty page.
    forgetFailedLoads();
    startTransition(() => this.setState({ failed: false }));
  };

  override render(): ReactNode {
    return this.state.failed ? <PageLoadFailed onRetry={this.retry} /> : this.props.children;
  }
}

function PageLoadFailed({ onRetry }: { onRetry: () => void }) {
  const text = useMessages(shellCatalog).pageLoadFailed;
  const navigate = useNavigate();
  return (
    <>
      <PageError onRetry={onRetry} />
      <Button tone="secondary" block onClick={() => navigate(routePaths.home)}>
        {text.backHome}
      </Button>
    </>
  );
}
