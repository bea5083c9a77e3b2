import { fromPromise } from 'xstate';

type Pending = { resolve: (output: unknown) => void; reject: (error: unknown) => void };

/**
 * Promise actors whose outcome the test decides. Each invocation waits under its invoke id until the test
 * resolves or rejects it; settling an id that is not currently invoked throws, so a machine that forgot to
 * invoke an effect fails the test instead of passing silently.
 */
export type ActorController = {
  actor<TOutput, TInput>(): ReturnType<typeof fromPromise<TOutput, TInput>>;
  resolve(invokeId: string, output: unknown): void;
  reject(invokeId: string, error: unknown): void;
  /** The input of the latest invocation with this id. */
  inputOf(invokeId: string): unknown;
  isRunning(invokeId: string): boolean;
};

export function createActorController(): ActorController {
  const pending = new Map<string, Pending>();
  const inputs = new Map<string, unknown>();
  function take(invokeId: string): Pending {
    const invocation = pending.get(invokeId);
    if (invocation === undefined) {
      throw new Error(`No running "${invokeId}" invocation to settle`);
    }
    pending.delete(invokeId);
    return invocation;
  }
  return {
    actor<TOutput, TInput>() {
      return fromPromise<TOutput, TInput>(({ input, self, signal }) => {
        inputs.set(self.id, input);
        return new Promise<TOutput>((resolve, reject) => {
          const invocation: Pending = { resolve: (output) => resolve(output as TOutput), reject };
          pending.set(self.id, invocation);
          // A stopped invocation (its state was left) can no longer be settled.
          signal.addEventListener('abort', () => {
            if (pending.get(self.id) === invocation) {
              pending.delete(self.id);
            }
          });
        });
      });
    },
    resolve: (invokeId, output) => take(invokeId).resolve(output),
    reject: (invokeId, error) => take(invokeId).reject(error),
    inputOf: (invokeId) => inputs.get(invokeId),
    isRunning: (invokeId) => pending.has(invokeId),
  };
}
