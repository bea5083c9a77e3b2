import { uiCatalog, useMessages } from '../../i18n/index.ts';
import { Button } from '../Button/Button.tsx';
import * as Dialog from '../Dialog/Dialog.tsx';
import * as styles from './DomainHijackNotice.css.ts';

export type DomainHijackNoticeProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Shown when the app detects the domain is hijacked (spec §8): advises reopening over a mobile
 * network, where the carrier's resolver is not the one tampering.
 */
export function DomainHijackNotice({ open, onOpenChange }: DomainHijackNoticeProps) {
  const text = useMessages(uiCatalog).domainHijackNotice;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        role="alertdialog"
        title={text.title}
        description={text.message}
        footer={
          <Dialog.Close asChild>
            <Button>{text.acknowledge}</Button>
          </Dialog.Close>
        }
      >
        <ol className={styles.steps}>
          {text.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Dialog.Content>
    </Dialog.Root>
  );
}
