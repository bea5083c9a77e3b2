import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders.tsx';
import type { AppRuntime } from './appRuntime.ts';

export function App({ runtime }: { runtime: AppRuntime }) {
  return (
    <AppProviders runtime={runtime}>
      <RouterProvider router={runtime.router} />
    </AppProviders>
  );
}
