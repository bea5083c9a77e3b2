import type { SiteConfig } from '@platform/site-config';
import { Component, type ReactNode } from 'react';

type PreviewFailureProps = { config: SiteConfig; failure: ReactNode; children: ReactNode };
type PreviewFailureState = { config: SiteConfig; failed: boolean };

/**
 * Shows `failure` instead of a working copy that throws while rendering (a block whose props are not what its
 * component needs yet, as an operator is typing), and tries again with the next config the console posts.
 */
export class PreviewFailure extends Component<PreviewFailureProps, PreviewFailureState> {
  override state: PreviewFailureState = { config: this.props.config, failed: false };

  static getDerivedStateFromProps(props: PreviewFailureProps, state: PreviewFailureState) {
    return props.config === state.config ? null : { config: props.config, failed: false };
  }

  static getDerivedStateFromError(): Partial<PreviewFailureState> {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.failure : this.props.children;
  }
}
