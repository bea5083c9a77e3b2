// What other packages' tests may use to run the reference API in-process (nothing in product code imports the server).
export { type BuildAppOptions, buildApp } from './app.ts';
export { type Database, openDatabase } from './db/database.ts';
export { runOperatorCommand } from './operator/commands.ts';
export { seedDemoData } from './seed/seedDemoData.ts';
export { defaultSiteDirectory, siteDirectoryFromConfigs } from './sites/siteConfigs.ts';
