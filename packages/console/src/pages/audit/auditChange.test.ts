import { describe, expect, it } from 'vitest';
import { auditChangeText } from './auditChange.ts';

describe('an audit entry’s change line', () => {
  it('names only the fields that changed, before and after', () => {
    expect(
      auditChangeText({ status: 'pending', amountMinor: 100 }, { status: 'approved', amountMinor: 100 }),
    ).toBe('status: "pending" → "approved"');
  });

  it('shows a created value whole, and a dash for what is absent', () => {
    expect(auditChangeText(null, { approvals: 1 })).toBe('{"approvals":1}');
    expect(auditChangeText(null, null)).toBe('–');
    expect(auditChangeText({ a: 1 }, { b: 2 })).toBe('a: 1 → –; b: – → 2');
  });
});
