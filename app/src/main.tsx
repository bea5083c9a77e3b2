import { UNSAFE_createBrowserHistory } from 'react-router-dom';
import { browserAppRoot } from './boot/appRoot.ts';
import { createAppRouter } from './boot/appRouter.ts';
import { startApp } from './boot/startApp.tsx';
import { appRoutes } from './routes.tsx';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root');

void startApp({
  root: browserAppRoot(container),
  window,
  routes: appRoutes,
  createRouter: (routes) =>
    createAppRouter(UNSAFE_createBrowserHistory({ window, v5Compat: true }), routes, window.navigator),
  allowSiteQuery: import.meta.env.DEV,
});
