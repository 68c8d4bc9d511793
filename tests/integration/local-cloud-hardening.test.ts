/**
 * The local cloud as an attacker or a broken client meets it, over raw sockets: it listens on loopback
 * only, and no request (a bad percent-escape, oversize headers or body, a malformed request line, a
 * handler that throws) stops it; each gets the API's error shape and the next request is served.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { expect } from 'vitest';
import { answerClientErrors, guardRequests } from '../../infra/local/server-guards';
import { outputs } from '../support/cloud';
import { localOnlyFile } from '../support/local-only';

const { describe, it } = localOnlyFile("tests the local cloud's own server");

interface RawResponse {
  status: number;
  headers: string;
  body: string;
}

/** Sends bytes as they are (no client-side URL normalising) and reads the answer until the server closes. */
const rawRequest = (port: number, parts: (string | Buffer)[]): Promise<RawResponse> =>
  new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let failure: Error | undefined;
    socket.on('data', (chunk) => received.push(chunk));
    // A server that answers early and closes makes the rest of our writes fail: the answer still counts.
    socket.on('error', (error) => {
      failure = error;
    });
    socket.on('close', () => {
      if (received.length === 0) return reject(failure ?? new Error('closed without an answer'));
      const text = Buffer.concat(received).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        headers: head,
        body: rest.join('\r\n\r\n'),
      });
    });
    socket.on('connect', async () => {
      try {
        for (const part of parts) {
          if (socket.destroyed) return;
          if (!socket.write(part)) {
            await new Promise((drained) => {
              socket.once('drain', drained);
              socket.once('close', drained);
            });
          }
        }
      } catch (error) {
        // The server answered early and closed while we were still writing (EPIPE can surface from the
        // write itself): the answer it sent still counts, as above.
        failure = error as Error;
      }
    });
    socket.setTimeout(60_000, () => socket.destroy(new Error('no answer within 60 s')));
  });

const get = (port: number, target: string, extraHeaders = '') =>
  rawRequest(port, [`GET ${target} HTTP/1.1\r\nHost: localhost\r\n${extraHeaders}Connection: close\r\n\r\n`]);

const cloudPort = () => Number(new URL(outputs().ApiUrl).port);

const expectErrorShape = (response: RawResponse, status: number, code: string) => {
  expect(response.status, response.headers).toBe(status);
  expect(response.headers.toLowerCase()).toContain('content-type: application/json');
  const body = JSON.parse(response.body);
  expect(body).toEqual({ error: { code, message: expect.any(String) } });
  expect(body.error.message.length).toBeGreaterThan(0);
};

const expectStillServing = async () => {
  const health = await get(cloudPort(), '/api/health');
  expect(health.status).toBe(200);
};

/** Local addresses of the sockets listening on `port`, from the kernel's tables (hex, as Linux writes them). */
const listeningAddresses = (port: number): string[] => {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return ['/proc/net/tcp', '/proc/net/tcp6']
    .filter((file) => existsSync(file))
    .flatMap((file) => readFileSync(file, 'utf8').split('\n').slice(1))
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[3] === '0A' && fields[1]?.endsWith(`:${hexPort}`)) // 0A = LISTEN
    .map((fields) => (fields[1] ?? '').split(':')[0] ?? '');
};

const LOOPBACK_HEX = new Set([
  '0100007F', // 127.0.0.1
  '0000000000000000FFFF00000100007F', // ::ffff:127.0.0.1 (Java binds IPv4 through an IPv6 socket)
  '00000000000000000000000001000000', // ::1
]);

describe('the local cloud listens on loopback only', () => {
  // The kernel's socket table says which interface each server bound, without sending anything to the
  // machine's other addresses (this workplace allows traffic to loopback only).
  it.runIf(process.platform === 'linux')(
    'the web/API/Cognito/bus port and DynamoDB Local are bound to 127.0.0.1, not to every interface',
    () => {
      const dynamoPort = Number(new URL(outputs().DynamoDbEndpoint).port);
      for (const port of [cloudPort(), dynamoPort]) {
        const addresses = listeningAddresses(port);
        expect(addresses.length, `nothing listens on port ${port}`).toBeGreaterThan(0);
        for (const address of addresses)
          expect(LOOPBACK_HEX.has(address), `port ${port} bound to ${address}`).toBe(true);
      }
    },
  );

  it('hands out loopback endpoints', () => {
    expect(new URL(outputs().ApiUrl).hostname).toBe('localhost');
    expect(new URL(outputs().CognitoEndpoint).hostname).toBe('localhost');
    expect(new URL(outputs().EventBridgeEndpoint).hostname).toBe('localhost');
    expect(new URL(outputs().DynamoDbEndpoint).hostname).toBe('127.0.0.1');
  });
});

describe('malformed input never stops the server', () => {
  it.each([
    '/%E0%A4%A',
    '/some/deep/%E0%A4%A',
    '/api/%E0%A4%A',
    '/api/creators/%E0%A4%A',
    '/r/%E0%A4%A',
    '/cognito/%E0%A4%A',
    '/__shopify/%E0%A4%A',
    '/__local/eventbridge/%E0%A4%A',
    '/%',
  ])('GET %s is a 400 with the error shape, and the server still serves', async (target) => {
    expectErrorShape(await get(cloudPort(), target), 400, 'bad_request');
    await expectStillServing();
  });

  it('a request target that is not a path is a 400', async () => {
    expectErrorShape(await get(cloudPort(), '//evil.example/x'), 400, 'bad_request');
    await expectStillServing();
  });

  it('oversize headers are a 431 with the error shape', async () => {
    const response = await get(cloudPort(), '/api/health', `X-Filler: ${'a'.repeat(64 * 1024)}\r\n`);
    expectErrorShape(response, 431, 'request_header_fields_too_large');
    await expectStillServing();
  });

  it('a malformed request line is a 400 with the error shape', async () => {
    expectErrorShape(await rawRequest(cloudPort(), ['NOT A REQUEST\r\n\r\n']), 400, 'bad_request');
    expectErrorShape(
      await rawRequest(cloudPort(), ['GET /a b c HTTP/1.1\r\nHost: x\r\n\r\n']),
      400,
      'bad_request',
    );
    await expectStillServing();
  });

  it('a body declared over 10 MB is a 413 at once, before it is sent', async () => {
    const response = await rawRequest(cloudPort(), [
      'POST /api/creator/applications HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${10 * 1024 * 1024 + 1}\r\nConnection: close\r\n\r\n{"a":`,
    ]);
    expectErrorShape(response, 413, 'payload_too_large');
    await expectStillServing();
  });

  it('a chunked body that grows past 10 MB is a 413, read by a client that keeps sending', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    const chunked = (data: Buffer) => [`${data.length.toString(16)}\r\n`, data, '\r\n'];
    const response = await rawRequest(cloudPort(), [
      'POST /api/creator/applications HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n',
      ...Array.from({ length: 11 }, () => chunked(chunk)).flat(),
      '0\r\n\r\n',
    ]);
    expectErrorShape(response, 413, 'payload_too_large');
    await expectStillServing();
  });

  it('the bus endpoint refuses an oversize PutEvents with a 413 too', async () => {
    const response = await rawRequest(cloudPort(), [
      'POST /__local/eventbridge HTTP/1.1\r\nHost: localhost\r\nX-Amz-Target: AWSEvents.PutEvents\r\n' +
        `Content-Length: ${11 * 1024 * 1024}\r\nConnection: close\r\n\r\n`,
    ]);
    expectErrorShape(response, 413, 'payload_too_large');
    await expectStillServing();
  });
});

describe('the request guard (infra/local/server-guards.ts)', () => {
  it('turns a handler that throws or rejects into a 500 with the error shape, and keeps serving', async () => {
    const logged: string[] = [];
    const server = createServer(
      guardRequests(
        (req, res) => {
          if (req.url === '/throws') throw new Error('boom');
          if (req.url === '/rejects') return Promise.reject(new Error('async boom'));
          res.end('ok');
        },
        (message) => logged.push(message),
      ),
    );
    answerClientErrors(server);
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const { port } = server.address() as AddressInfo;
    try {
      expectErrorShape(await get(port, '/throws'), 500, 'internal_error');
      expectErrorShape(await get(port, '/rejects'), 500, 'internal_error');
      expect((await get(port, '/fine')).status).toBe(200);
      expect(logged.join('\n')).toContain('boom');
    } finally {
      server.closeAllConnections();
      await new Promise((closed) => server.close(closed));
    }
  });
});
