import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleRoot, prepareConsole } from './boot/ConsoleRoot.tsx';
import { chosenLocale } from './boot/chosenLocale.ts';
import { consoleRoutes } from './routes.tsx';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root');

const locale = chosenLocale(window.localStorage, navigator.languages);
document.documentElement.lang = locale;
const { catalogs, theme } = await prepareConsole(locale);
createRoot(container).render(
  <StrictMode>
    <Suspense>
      <ConsoleRoot routes={consoleRoutes} catalogs={catalogs} theme={theme} storage={window.localStorage} />
    </Suspense>
  </StrictMode>,
);
