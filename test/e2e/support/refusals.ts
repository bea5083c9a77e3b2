/**
 * Console errors other than the browser's own "Failed to load resource" line for each answer a journey provokes
 * on purpose (a wrong code, a resend asked for too soon, a file that is not an image): those are the server
 * refusing, and the page says so in words the test checks. Any other status, or any other error, still counts.
 */
export function apartFromRefusals(errors: string[], statuses: readonly number[]): string[] {
  const refusal = new RegExp(
    `Failed to load resource: the server responded with a status of (${statuses.join('|')})\\b`,
  );
  return errors.filter((error) => !refusal.test(error));
}
