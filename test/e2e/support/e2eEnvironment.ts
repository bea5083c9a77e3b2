/** How global setup tells the test workers where the server runs (through their inherited environment). */
export type E2eServerLocation = { port: number; controlPort: number; staticDir: string };

export const e2eEnvironment = {
  write: (location: E2eServerLocation): Record<string, string> => ({
    E2E_PORT: String(location.port),
    E2E_CONTROL_PORT: String(location.controlPort),
    E2E_STATIC_DIR: location.staticDir,
  }),
  read: (): E2eServerLocation => {
    const { E2E_PORT, E2E_CONTROL_PORT, E2E_STATIC_DIR } = process.env;
    if (!E2E_PORT || !E2E_CONTROL_PORT || !E2E_STATIC_DIR)
      throw new Error('run through test/e2e/playwright.config.ts');
    return { port: Number(E2E_PORT), controlPort: Number(E2E_CONTROL_PORT), staticDir: E2E_STATIC_DIR };
  },
};
