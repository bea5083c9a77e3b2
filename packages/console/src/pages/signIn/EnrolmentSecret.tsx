import { QrCode } from '@platform/ui';
import { useConsoleText } from '../../i18n/useConsoleText.ts';
import * as styles from '../../pageParts/consoleStyles.css.ts';
import { RecoveryCodeList } from '../../pageParts/RecoveryCodeList.tsx';
import * as signInStyles from './signIn.css.ts';

/**
 * A first sign-in's new authenticator secret (as text to type, as the otpauth URI, and as a QR code to scan) and
 * its recovery codes, all shown this once.
 */
export function EnrolmentSecret({
  secret,
  otpauthUri,
  recoveryCodes,
}: {
  secret: string;
  otpauthUri: string;
  recoveryCodes: string[];
}) {
  const text = useConsoleText().signIn;
  return (
    <>
      <p className={styles.muted}>{text.enrolIntro}</p>
      <dl className={styles.facts}>
        <dt>{text.secret}</dt>
        <dd>
          <code className={styles.breakAnywhere}>{secret}</code>
        </dd>
        <dt>{text.otpauthUri}</dt>
        <dd>
          <code className={styles.breakAnywhere}>{otpauthUri}</code>
        </dd>
      </dl>
      <div className={signInStyles.qrFrame}>
        <QrCode value={otpauthUri} label={text.qrLabel} />
      </div>
      <RecoveryCodeList codes={recoveryCodes} />
    </>
  );
}
