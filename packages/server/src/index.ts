// What other packages' tests may use to run the reference API in-process (nothing in product code imports the server).
export { type BuildAppOptions, buildApp } from './app.ts';
export { openDatabase } from './composition/openDatabase.ts';
export type { Database } from './db/database.ts';
export { runOperatorCommand } from './operator/commands.ts';
export { seedDemoData } from './seed/seedDemoData.ts';
export { defaultSiteDirectory, siteDirectoryFromConfigs } from './sites/siteConfigs.ts';
