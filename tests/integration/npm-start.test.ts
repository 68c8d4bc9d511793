/**
 * `npm start`'s entry point as a user meets it: a child process on a free port with its own data folder.
 * It serves the SPA and /api/health, writes outputs.json, keeps data across a restart, stops cleanly
 * on Ctrl-C (DynamoDB Local's Java process included), and reports a busy port in plain words.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, it } from 'vitest';
import { STACK_NAME } from '../../infra/stack-name';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-start-'));

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const startProduct = (port: number): Started => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), LOCAL_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
};

const waitFor = async (
  check: () => Promise<boolean>,
  timeoutMs: number,
  what: string,
  output: () => string,
) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} not within ${timeoutMs} ms. Output:\n${output()}`);
};

const isListening = (url: string) =>
  fetch(url).then(
    () => true,
    () => false,
  );

const outputs = () => JSON.parse(readFileSync(path.join(dataDir, 'outputs.json'), 'utf8'));

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start (infra/local/start.ts)', () => {
  const user = { email: `restart-${Date.now()}@example.com`, password: 'secret1' };
  let port: number;

  it('serves the SPA and GET /api/health within two minutes and writes outputs.json', async () => {
    port = await freePort();
    const started = Date.now();
    const product = startProduct(port);
    const base = `http://localhost:${port}`;
    await waitFor(
      async () => (await fetch(`${base}/api/health`)).status === 200,
      120_000,
      'GET /api/health 200',
      product.output,
    );
    expect(Date.now() - started).toBeLessThan(120_000);

    const page = await fetch(`${base}/some/deep/link`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"');

    const written = outputs();
    for (const key of [
      'ApiUrl',
      'UserPoolId',
      'UserPoolClientId',
      'CognitoEndpoint',
      'TableName',
      'DynamoDbEndpoint',
    ]) {
      expect(written[key], key).toEqual(expect.any(String));
      expect(written[STACK_NAME][key], key).toBe(written[key]);
    }
    expect(written.ApiUrl).toBe(`${base}/api`);
    expect(product.output()).toContain(base);
    // The demo data set loads on the first start of a fresh data folder, and its logins are printed.
    await waitFor(async () => product.output().includes('Demo logins'), 60_000, 'demo data', product.output);
    expect(product.output()).toContain('glow@demo.local');

    // Leave a user behind to find after the restart.
    const cognito = new CognitoIdentityProviderClient({
      endpoint: written.CognitoEndpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    await cognito.send(
      new SignUpCommand({
        ClientId: written.UserPoolClientId,
        Username: user.email,
        Password: user.password,
        UserAttributes: [
          { Name: 'email', Value: user.email },
          { Name: 'given_name', Value: 'Rita' },
          { Name: 'family_name', Value: 'Restart' },
          { Name: 'custom:role', Value: 'creator' },
        ],
      }),
    );

    // Ctrl-C: the process exits 0 and DynamoDB Local (Java) no longer answers.
    product.child.kill('SIGINT');
    expect(await product.exited).toBe(0);
    expect(await isListening(written.DynamoDbEndpoint)).toBe(false);
    expect(await isListening(`${base}/api/health`)).toBe(false);
  });

  it('keeps users and data across a restart', async () => {
    const product = startProduct(port);
    const base = `http://localhost:${port}`;
    try {
      await waitFor(
        async () => (await fetch(`${base}/api/health`)).status === 200,
        120_000,
        'restart',
        product.output,
      );
      const written = outputs();
      const cognito = new CognitoIdentityProviderClient({
        endpoint: written.CognitoEndpoint,
        region: 'us-east-1',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      });
      const auth = await cognito.send(
        new InitiateAuthCommand({
          ClientId: written.UserPoolClientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
        }),
      );
      const me = await fetch(`${base}/api/me`, {
        headers: { authorization: `Bearer ${auth.AuthenticationResult?.AccessToken}` },
      });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ email: user.email, role: 'creator', first_name: 'Rita' });
    } finally {
      product.child.kill('SIGINT');
      await product.exited;
    }
  });

  it('a port already in use gives a clear message and exit code 1, not a stack trace', async () => {
    const busy = createServer().listen(0);
    await new Promise((resolve) => busy.once('listening', resolve));
    const address = busy.address();
    const busyPort = typeof address === 'object' && address ? address.port : 0;
    try {
      const product = startProduct(busyPort);
      expect(await product.exited).toBe(1);
      expect(product.output()).toContain(`Port ${busyPort} is already in use`);
      expect(product.output()).not.toMatch(/\n\s+at /);
    } finally {
      busy.close();
    }
  });
});
