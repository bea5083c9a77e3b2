import {
  createScratchDatabase,
  type ScratchDatabase,
  type ServerProcess,
  startServerProcess,
} from '../../packages/server/test/support/serverProcesses.ts';
import { TEST_DEMO_PASSWORD } from '../../packages/server/test/support/testConstants.ts';
import { type RunningHaproxy, startHaproxy } from './haproxy.ts';

/** The instances' names, as HAProxy's configuration and its served-by header name them. */
export const INSTANCE_NAMES = ['a', 'b'] as const;
export type InstanceName = (typeof INSTANCE_NAMES)[number];

/**
 * What a deployment runs, on this machine: one fresh PostgreSQL database, two API processes (main.ts, as
 * `npm start` runs it, on free ports) and Debian's HAProxy in front of them. Everything started is ended by
 * `stop()`, and killed outright if the test process exits without calling it.
 */
export interface Deployment {
  database: ScratchDatabase;
  haproxy: RunningHaproxy;
  /** Where clients send requests: HAProxy. */
  url: string;
  instance(name: InstanceName): ServerProcess;
  /** `kill -9`: no shutdown hook runs, open connections are cut as a crash cuts them. */
  kill(name: InstanceName): Promise<void>;
  /** Starts the instance again on its port and waits until HAProxy's checks have it back in the rotation. */
  restart(name: InstanceName): Promise<void>;
  /** Resolves once HAProxy's health checks see each instance as `state` says. */
  waitForStates(states: Partial<Record<InstanceName, 'UP' | 'DOWN'>>): Promise<void>;
  stop(): Promise<void>;
}

// the proxy runs on this machine: only its X-Forwarded-For names the client (packages/server/src/main.ts)
const instanceEnvironment = { DEMO_PASSWORD: TEST_DEMO_PASSWORD, TRUSTED_PROXIES: '127.0.0.1' };

export async function startDeployment(): Promise<Deployment> {
  const database = await createScratchDatabase('deployment');
  const instances = new Map<InstanceName, ServerProcess>();
  const killEverything = () => {
    for (const instance of instances.values()) instance.child.kill('SIGKILL');
  };
  process.once('exit', killEverything);
  let haproxy: RunningHaproxy | undefined;
  const stopInstances = async () => {
    await Promise.all([...instances.values()].map((instance) => instance.stop()));
  };
  try {
    // the first seeds the demo data; the second only migrates (the start-up lock makes them take turns)
    const [first, second] = await Promise.all([
      startServerProcess({ databaseUrl: database.url, seed: true, env: instanceEnvironment }),
      startServerProcess({ databaseUrl: database.url, seed: false, env: instanceEnvironment }),
    ]);
    instances.set('a', first);
    instances.set('b', second);
    haproxy = await startHaproxy(
      INSTANCE_NAMES.map((name) => ({ name, port: Number(new URL(instanceOf(name).url).port) })),
    );
  } catch (error) {
    await haproxy?.stop();
    await stopInstances();
    await database.drop();
    process.off('exit', killEverything);
    throw error;
  }
  const proxy = haproxy;

  function instanceOf(name: InstanceName): ServerProcess {
    const instance = instances.get(name);
    if (!instance) throw new Error(`no instance ${name}`);
    return instance;
  }

  const deployment: Deployment = {
    database,
    haproxy: proxy,
    url: proxy.url,
    instance: instanceOf,
    kill: async (name) => {
      const instance = instanceOf(name);
      instance.child.kill('SIGKILL');
      await instance.exited;
    },
    restart: async (name) => {
      const port = Number(new URL(instanceOf(name).url).port);
      instances.set(
        name,
        await startServerProcess({ databaseUrl: database.url, seed: false, env: instanceEnvironment, port }),
      );
      await deployment.waitForStates({ [name]: 'UP' });
    },
    waitForStates: async (wanted) => {
      const matches = (states: Record<string, string>) =>
        Object.entries(wanted).every(([name, state]) => states[name] === state);
      while (!matches(await proxy.backendStates())) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    stop: async () => {
      await proxy.stop();
      await stopInstances();
      await database.drop();
      process.off('exit', killEverything);
    },
  };
  await deployment.waitForStates({ a: 'UP', b: 'UP' });
  return deployment;
}
