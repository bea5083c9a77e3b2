import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { startApp } from './boot/startApp.tsx';
import { appRoutes } from './routes.tsx';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root');

void startApp({
  root: createRoot(container),
  window,
  routes: appRoutes,
  createRouter: (routes) => createBrowserRouter(routes),
  allowSiteQuery: import.meta.env.DEV,
});
