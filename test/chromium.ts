import { fileURLToPath } from 'node:url';

/**
 * How every browser test in this repository starts Chromium: Debian's build at /usr/bin/chromium
 * (installed by scripts/ensure-dependencies.mjs), never a downloaded browser. The flags keep Chromium
 * from reaching for the network, which this machine does not have.
 */
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The fonts Chromium may use, and no others (test/fonts/fonts.conf): the DejaVu files in test/fonts/dejavu and
 * Debian's Noto Sans CJK. Every generic family (system-ui, sans-serif, monospace) resolves to them, so screenshots
 * hold on a machine with more fonts installed.
 */
const testFontConfig = fileURLToPath(new URL('./fonts/fonts.conf', import.meta.url));

export const chromiumLaunchOptions = {
  executablePath: chromiumExecutablePath,
  env: { ...process.env, FONTCONFIG_FILE: testFontConfig },
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--font-render-hinting=none',
  ],
};

/** Mobile viewport used by component and story tests: the narrow end of what members hold. */
export const mobileViewport = { width: 390, height: 844 };
