import { describe, expect, it } from 'vitest';
import { operatorMay } from './operatorPermissions.ts';

describe('operatorMay', () => {
  const moneyOnHgty = { sites: [{ siteCode: 'hgty', permissions: ['approveMoney' as const] }] };

  it('allows a permission only on the site that grants it', () => {
    expect(operatorMay(moneyOnHgty, 'hgty', 'approveMoney')).toBe(true);
    expect(operatorMay(moneyOnHgty, 'hgty', 'manageMembers')).toBe(false);
    expect(operatorMay(moneyOnHgty, 'blty', 'approveMoney')).toBe(false);
  });

  it('allows a list when the site grants any one of it', () => {
    expect(operatorMay(moneyOnHgty, 'hgty', ['editContent', 'approveMoney'])).toBe(true);
    expect(operatorMay(moneyOnHgty, 'hgty', ['editContent', 'publishSite'])).toBe(false);
    expect(operatorMay(moneyOnHgty, 'blty', ['approveMoney'])).toBe(false);
  });
});
