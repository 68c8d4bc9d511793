import type { IncomingMessage, ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';
import { type ErrorBody, type ErrorCode, errorStatus } from '../../functions/shared/http/errors';

export const MAX_BODY_BYTES = 10 * 1024 * 1024; // API Gateway's payload limit

export class PayloadTooLargeError extends Error {}

/** How long a refused body's remaining bytes are drained before the 413 is sent anyway. */
const DRAIN_REFUSED_MS = 5_000;

/**
 * Reads the whole body, refusing one over `limit` bytes: at once when Content-Length says so, otherwise
 * once the bytes received pass it. A body refused on the way is drained to its end (its bytes discarded)
 * before the refusal, so the client still sending reads the 413 that follows: answered and closed while
 * bytes were still arriving, the connection was reset and the answer lost with it (a loaded CI run). A
 * body that does not end within DRAIN_REFUSED_MS is refused anyway.
 */
export const readBody = (req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> => {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    return Promise.reject(new PayloadTooLargeError(`Request body over ${limit} bytes`));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let refusedAfter: NodeJS.Timeout | undefined;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
      clearTimeout(refusedAfter);
    };
    const refuse = () => {
      stop();
      // Whatever still arrives is discarded.
      req.resume();
      reject(new PayloadTooLargeError(`Request body over ${limit} bytes`));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      if (refusedAfter) return;
      chunks.length = 0;
      refusedAfter = setTimeout(refuse, DRAIN_REFUSED_MS);
    };
    const onEnd = () => {
      if (refusedAfter) return refuse();
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    // The client went away before the body ended: nothing to answer.
    const onClose = () => onError(new Error('The request was aborted before its body ended'));
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', onError);
    req.once('close', onClose);
  });
};

export const errorBody = (code: ErrorCode, message: string): ErrorBody => ({ error: { code, message } });

/** Answers with the API's error shape `{error:{code,message}}`, the status taken from the code. */
export const sendError = (
  res: ServerResponse,
  code: ErrorCode,
  message: string,
  headers: Record<string, string> = {},
): void => {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify(errorBody(code, message));
  res.writeHead(errorStatus[code], {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(body);
};

/**
 * The same answer as raw HTTP/1.1 text, for a socket the HTTP parser gave up on (no request object to
 * answer through); the connection closes after it.
 */
export const rawErrorResponse = (code: ErrorCode, message: string): string => {
  const status = errorStatus[code];
  const body = JSON.stringify(errorBody(code, message));
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'content-type: application/json',
    `content-length: ${Buffer.byteLength(body)}`,
    'cache-control: no-store',
    'connection: close',
    '',
    body,
  ].join('\r\n');
};

/**
 * Why a request target cannot be routed, or undefined when it can. Routing (and the static site) decode
 * the path, and a bad percent-escape such as `/%E0%A4%A` makes decodeURIComponent throw.
 */
export const malformedTarget = (target: string | undefined): string | undefined => {
  if (!target?.startsWith('/') || target.startsWith('//')) return 'The request URL must be a path.';
  try {
    // The query is left alone: URLSearchParams reads a stray "%" literally, so it cannot throw in routing.
    decodeURIComponent(new URL(target, 'http://localhost').pathname);
  } catch {
    return 'The request URL is malformed (an invalid percent-encoding).';
  }
  return undefined;
};
