/** Where the local cloud listens (HOST) and the URLs it hands out for that address. */
import { describe, expect, it } from 'vitest';
import { clientHost, DEFAULT_HOST, urlHost } from '../../infra/local/listen-address';

describe('listen address', () => {
  it('defaults to loopback only', () => {
    expect(DEFAULT_HOST).toBe('127.0.0.1');
  });

  it('names loopback and wildcard binds localhost in URLs (tokens, the SPA, printed addresses)', () => {
    for (const host of ['127.0.0.1', '127.0.0.2', '::1', 'localhost', '0.0.0.0', '::']) {
      expect(urlHost(host), host).toBe('localhost');
    }
    expect(urlHost('192.0.2.10')).toBe('192.0.2.10');
    expect(urlHost('2001:db8::1')).toBe('[2001:db8::1]');
  });

  it("gives this machine's clients an address that reaches the bind", () => {
    expect(clientHost('127.0.0.1')).toBe('127.0.0.1');
    expect(clientHost('0.0.0.0')).toBe('127.0.0.1');
    expect(clientHost('::')).toBe('127.0.0.1');
    expect(clientHost('::1')).toBe('[::1]');
    expect(clientHost('192.0.2.10')).toBe('192.0.2.10');
  });
});
