import { afterEach } from 'vitest';
import { cleanUpBootedApps } from './bootApp.tsx';

afterEach(cleanUpBootedApps);
