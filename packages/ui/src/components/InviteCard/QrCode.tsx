import { useMemo } from 'react';
import { encode } from 'uqr';
import * as styles from './InviteCard.css.ts';

/**
 * The QR code as SVG: one path of dark modules, so it stays crisp at any size; black on white in every theme, which
 * every scanner reads.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 2 });
    const commands: string[] = [];
    qr.data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) {
          commands.push(`M${x} ${y}h1v1h-1z`);
        }
      });
    });
    return { size: qr.size, path: commands.join('') };
  }, [value]);
  return (
    <svg
      className={styles.qr}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} className={styles.qrBackground} />
      <path d={path} className={styles.qrModules} />
    </svg>
  );
}
