import { describe, expectTypeOf, it } from 'vitest';
import type { ApiClient } from '../src/apiClient.ts';

/**
 * Type-level checks: `tsc` (the package's type check) fails when a call's argument or result type stops
 * following the contract's TypeBox schemas. The runtime part only keeps vitest from reporting an empty file.
 */
describe('types flow from the contract', () => {
  it('types arguments and results by the endpoint schemas', () => {
    type Api = ApiClient['api'];
    expectTypeOf<Awaited<ReturnType<Api['vipDetail']>>>().toMatchTypeOf<{
      level: number;
      name: string;
      badgeUrl: string;
    }>();
    expectTypeOf<Awaited<ReturnType<Api['memberInfo']>>['isLogin']>().toEqualTypeOf<true>();
    expectTypeOf<NonNullable<Parameters<Api['vipDetail']>[0]>['query']>().toEqualTypeOf<{ level: number }>();
    expectTypeOf<Awaited<ReturnType<Api['captcha']>>>().toEqualTypeOf<Blob>();
    expectTypeOf<NonNullable<Parameters<Api['upload']>[0]>['body']>().toEqualTypeOf<FormData | undefined>();

    const neverCalled = (api: Api) => {
      // @ts-expect-error the level is a number in the schema
      void api.vipDetail({ query: { level: 'gold' } });
      // @ts-expect-error vipDetail needs its query
      void api.vipDetail();
      // @ts-expect-error signIn has no field `pass`
      void api.signIn({ body: { username: 'demo1', pass: 'x' } });
      void api.preInfo();
      void api.withdraw({
        body: { withdrawalAccountId: 'id', amountMinor: 1, withdrawPassword: 'cipher' },
        idempotencyKey: 'withdraw-intent-0001',
      });
    };
    expectTypeOf(neverCalled).toBeFunction();
  });
});
