/**
 * The return path after signing in (ui/lib/return-path.ts) comes from the address bar, so anyone can
 * write it: only a path on this site may be followed. Each rejected value below is a way an open
 * redirect has been written; each kept one is a path the app itself sends.
 */
import { describe, expect, it } from 'vitest';
import { safeReturnPath, withReturnPath } from '../../ui/lib/return-path';

describe('safeReturnPath', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(safeReturnPath('/avareviews?follow=1')).toBe('/avareviews?follow=1');
    expect(safeReturnPath('/creator/payouts#history')).toBe('/creator/payouts#history');
    expect(safeReturnPath('/')).toBe('/');
    // A dot segment is resolved, and stays on this site.
    expect(safeReturnPath('/a/../avareviews')).toBe('/avareviews');
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['relative without a slash', 'avareviews'],
    ['absolute URL', 'https://evil.com/avareviews'],
    ['javascript: URL', 'javascript:alert(1)'],
    ['data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with a path', '//evil.com/login'],
    ['backslash', '/\\evil.com'],
    ['two backslashes', '\\\\evil.com'],
    ['backslash later in the path', '/a\\b'],
    ['tab that browsers drop', '/\t/evil.com'],
    ['newline that browsers drop', '/\n/evil.com'],
    ['the login page (a loop)', '/login?next=/login'],
    ['the sign-up page (a loop)', '/signup'],
    ['overlong', `/${'a'.repeat(3000)}`],
  ])('rejects %s', (_label, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe('withReturnPath', () => {
  it('adds a safe path as ?next=, encoded, and after an existing query with &', () => {
    expect(withReturnPath('/login', '/avareviews?follow=1')).toBe('/login?next=%2Favareviews%3Ffollow%3D1');
    expect(withReturnPath('/signup?role=creator', '/avareviews')).toBe(
      '/signup?role=creator&next=%2Favareviews',
    );
  });

  it('leaves the link alone for an unsafe or missing path', () => {
    expect(withReturnPath('/login', '//evil.com')).toBe('/login');
    expect(withReturnPath('/login', null)).toBe('/login');
  });
});
