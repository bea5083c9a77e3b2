import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/db/schema/members.ts';
import { createTestApp, errorCodeOf, postForm, registerMember, type TestApp } from './support/testApp.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('500-error log lines', () => {
  it("say what failed but carry none of the query's parameters (members' input and ids)", async () => {
    const member = await registerMember(testApp);
    const [row] = await testApp.connection.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.username, member.username));
    const content = 'my private complaint about account 6222020200112233445';
    // A database fault the handler cannot expect: the table its insert writes to is gone.
    await testApp.connection.db.execute(sql`alter table feedback rename to feedback_unavailable`);
    try {
      const response = await postForm(
        testApp.app,
        '/api/findmed/v1/member/feedback/submit',
        { category: 'game', content },
        { token: member.token },
      );
      expect(response.statusCode).toBe(500);
      expect(errorCodeOf(response)).toBe('INTERNAL_ERROR');
    } finally {
      await testApp.connection.db.execute(sql`alter table feedback_unavailable rename to feedback`);
    }
    const errorLines = testApp.logLines.filter((line) => line.includes('unhandled error'));
    expect(errorLines).toHaveLength(1);
    const [line = ''] = errorLines;
    for (const secret of [content, '6222020200112233445', row?.id ?? 'member id']) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain('insert into \\"feedback\\"'); // the failing statement, with placeholders only
    expect(line).toContain('42P01'); // and the database's reason
    // and the request it belongs to, as the request line names it (the request's logger is made lazily)
    const requestId = (JSON.parse(line) as { reqId?: string }).reqId;
    expect(requestId).toMatch(/^req-/);
    const requestLine = testApp.logLines.find((logged) => logged.includes('"statusCode":500'));
    expect(requestLine).toContain(`"reqId":"${requestId}"`);
  });
});
