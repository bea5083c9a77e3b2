/**
 * A themed wrapper of `@radix-ui/react-dialog` that keeps its anatomy: `Dialog.Root`,
 * `Dialog.Trigger`, `Dialog.Content`, `Dialog.Close` (controlled or uncontrolled, as Radix).
 * Radix brings focus trapping, Escape, scroll lock and the dialog role; this adds the theme,
 * a required visible title, and a portal inside the site theme.
 */
import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useEffect, useState } from 'react';
import { useSiteTheme } from '../../theme/SiteThemeProvider.tsx';
import * as styles from './Dialog.css.ts';

export const dialogPlacements = ['center', 'bottom'] as const;
export type DialogPlacement = (typeof dialogPlacements)[number];

/* -------------------------------------------------------------------------------------------------
 * Root, Trigger, Close: Radix's own parts.
 * -----------------------------------------------------------------------------------------------*/

export const Root = RadixDialog.Root;
export const Trigger = RadixDialog.Trigger;
export const Close = RadixDialog.Close;
export type RootProps = RadixDialog.DialogProps;

/* -------------------------------------------------------------------------------------------------
 * Content
 * -----------------------------------------------------------------------------------------------*/

export type ContentProps = {
  /** Visible heading; also the dialog's accessible name. */
  title: ReactNode;
  /** Visible text under the title; also the dialog's accessible description. */
  description?: ReactNode;
  /** `bottom` slides up as a sheet (action sheets, pickers). */
  placement?: DialogPlacement;
  /** `alertdialog` for decisions the member must answer (confirmations); it cannot be dismissed by tapping outside. */
  role?: 'dialog' | 'alertdialog';
  /** Buttons along the bottom. */
  footer?: ReactNode;
  children?: ReactNode;
};

/**
 * The theme's overlay element, or null until it is attached: a dialog open in the very first render of its theme
 * renders before the theme's element exists (refs attach after their children's layout effects), and shows once
 * that render has committed, inside the theme, never for a moment outside it.
 */
function useThemePortal(): HTMLElement | null {
  const { portalContainer } = useSiteTheme();
  const [container, setContainer] = useState(portalContainer.current);
  useEffect(() => {
    setContainer(portalContainer.current);
  }, [portalContainer]);
  return container;
}

export function Content({
  title,
  description,
  placement = 'center',
  role = 'dialog',
  footer,
  children,
}: ContentProps) {
  const container = useThemePortal();
  if (container === null) return null;
  return (
    <RadixDialog.Portal container={container}>
      <RadixDialog.Overlay className={styles.overlay} />
      <RadixDialog.Content
        className={styles.content({ placement })}
        role={role}
        // Radix wires aria-describedby to Description; without one it must be told there is none.
        {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        onPointerDownOutside={role === 'alertdialog' ? (event) => event.preventDefault() : undefined}
      >
        <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
        {description === undefined ? null : (
          <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
        )}
        {children}
        {footer === undefined ? null : <div className={styles.footer}>{footer}</div>}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
