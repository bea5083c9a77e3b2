import { routePaths, signInPathReturningTo } from '@platform/domain';
import { describe, expect, test } from 'vitest';
import { signInDestination } from './signInReturn.ts';

const origin = 'https://hgty.example';
const searchFor = (target: string) => `?${new URLSearchParams({ redirect: target })}`;

describe('where sign-in returns to', () => {
  test('the member-only page asked for, with its query', () => {
    expect(signInDestination(searchFor('/user/message'), origin)).toBe(routePaths.messages);
    expect(signInDestination(searchFor('/finance/deposit?channel=2'), origin)).toBe(
      '/finance/deposit?channel=2',
    );
  });

  test('the round trip through the sign-in link keeps path and query', () => {
    const path = signInPathReturningTo('/finance/deposit?channel=2');
    expect(path.startsWith(`${routePaths.login}?`)).toBe(true);
    expect(signInDestination(path.slice(routePaths.login.length), origin)).toBe('/finance/deposit?channel=2');
  });

  test('the home and the sign-in page itself are not named: signing in lands on the home anyway', () => {
    expect(signInPathReturningTo(routePaths.home)).toBe(routePaths.login);
    expect(signInPathReturningTo(`${routePaths.login}?redirect=%2Fuser%2Fmessage`)).toBe(routePaths.login);
  });

  test.each([
    ['an absolute URL of another site', 'https://evil.example/user/message'],
    ['an absolute URL of this very origin written in full', `${origin}/user/message`],
    ['a protocol-relative URL', '//evil.example/user/message'],
    ['a backslash URL browsers read as protocol-relative', '/\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'user/message'],
    ['the sign-in form itself', routePaths.login],
    ['the registration form', `${routePaths.register}?i_code=AB12`],
  ])('never %s: the home instead', (_what, target) => {
    expect(signInDestination(searchFor(target), origin)).toBe(routePaths.home);
  });

  test('no request: the home', () => {
    expect(signInDestination('', origin)).toBe(routePaths.home);
  });
});
