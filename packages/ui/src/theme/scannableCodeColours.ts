/**
 * The two colours of a machine-read code (a QR code), the same in every site's theme: black modules on a white
 * quiet zone. A theme's text on its surface would invert the code in a dark theme (betwin), and many phones'
 * scanners do not read an inverted code. The one place the design system names colours outside the themes.
 */
export const scannableCodeColours = { modules: '#000000', background: '#ffffff' } as const;
