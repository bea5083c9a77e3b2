import { routePaths } from '@platform/domain';
import { bootApp } from '../../../test/bootApp.tsx';
import { signInAsDemo } from '../../../test/demoMember.ts';
import type { AppRuntime } from '../../boot/appRuntime.ts';

/** Test helper: the demo member of a site (hgty unless named), signed in, on `path` (reached through the router, as a tap would). */
export async function signedInAt(path: string, site = 'hgty'): Promise<AppRuntime> {
  const runtime = await bootApp({ path: routePaths.home, search: `?site=${site}` });
  if (runtime === null) throw new Error('the app did not boot');
  await signInAsDemo(runtime);
  await runtime.router.navigate(path);
  return runtime;
}
