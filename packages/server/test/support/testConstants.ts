/** Password of the seeded `demo` member of every site in the test snapshot. */
export const TEST_DEMO_PASSWORD = 'Demo2026';
