import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../endpoints/index.ts';
import { endpointRoutes } from './endpointRoutes.generated.ts';
import { endpointRoutesModule } from './endpointRoutesModule.ts';

describe('endpoint routes (what the browser client sends by, without the schemas)', () => {
  it('the committed routes/endpointRoutes.generated.ts is current (regenerate: node --import tsx packages/contract/src/routes/writeEndpointRoutes.ts)', () => {
    const committed = readFileSync(new URL('./endpointRoutes.generated.ts', import.meta.url), 'utf8');
    expect(committed).toBe(endpointRoutesModule());
  });

  it('has every endpoint at its method and path', () => {
    expect(Object.keys(endpointRoutes).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [name, endpoint] of Object.entries(endpoints)) {
      expect(endpointRoutes[name as keyof typeof endpoints]).toMatchObject({
        method: endpoint.method,
        path: endpoint.path,
      });
    }
  });

  it('names the RSA-encrypted password fields of each body', () => {
    expect(endpointRoutes.signIn.passwordFields).toEqual(['password']);
    expect(endpointRoutes.register.passwordFields).toEqual(['password']);
    expect(endpointRoutes.updatePassword.passwordFields).toEqual(['oldPassword', 'newPassword']);
    expect(endpointRoutes.forgetPassword.passwordFields).toEqual(['newPassword']);
    expect(endpointRoutes.withdraw.passwordFields).toEqual(['withdrawPassword']);
    expect(endpointRoutes.balance.passwordFields).toBeUndefined();
  });

  it('marks the money-moving endpoints and the raw captcha answer', () => {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const route = endpointRoutes[name as keyof typeof endpoints];
      expect(route.moneyMoving === true).toBe(endpoint.moneyMoving === true);
      expect(route.rawResponse === true).toBe(endpoint.rawResponse !== undefined);
    }
  });
});
