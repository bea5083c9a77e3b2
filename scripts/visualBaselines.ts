// Usage: npm run visual-baselines -- <site code>…
// Records the screenshot baselines of sites that have none yet (a site just added to site-configs/): runs the
// visual suite for those sites only, writing their PNGs to packages/ui/src/__screenshots__/visual.test.tsx/.
// Other sites' baselines are neither compared nor touched. Look at the new PNGs before committing them.
import { spawnSync } from 'node:child_process';
import { siteCodes } from '../packages/site-config/src/generated/siteIndex.ts';

const sites = process.argv.slice(2);
const unknown = sites.filter((site) => !(siteCodes as readonly string[]).includes(site));
if (sites.length === 0 || unknown.length > 0) {
  console.error(
    `${sites.length === 0 ? 'Name the sites to record.' : `Not a site in site-configs/: ${unknown.join(', ')} (run \`npm run validate-sites\` after adding one).`}\n` +
      `Usage: npm run visual-baselines -- <site code>…  (sites: ${siteCodes.join(', ')})`,
  );
  process.exit(2);
}

const result = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'ui',
    'src/visual.test.tsx',
    '--update',
    '-t',
    `\\((${sites.join('|')})\\)$`,
  ],
  { stdio: 'inherit', env: { ...process.env, VISUAL_BASELINE_SITES: sites.join(',') } },
);
process.exit(result.status ?? 1);
