import { vars } from '@platform/ui';
import { globalStyle } from '@vanilla-extract/css';

/**
 * The document around the app: no browser margin (the header and tab bar reach the screen's edges, not 8 px short
 * of them) and the site's page background behind everything, overscroll included. The variables resolve through
 * the theme class that `applySiteTheme` puts on <html> before the first paint.
 */
globalStyle('html', { backgroundColor: vars.colors.background });
globalStyle('body', { margin: 0 });
