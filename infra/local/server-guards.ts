/**
 * What keeps one bad request from stopping the whole local cloud: every part (API, Cognito, bus, demo
 * store, static site) runs in this one process, so an exception thrown while routing used to end it.
 * Each failure becomes an answer in the API's error shape `{error:{code,message}}` instead.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import {
  MAX_BODY_BYTES,
  malformedTarget,
  PayloadTooLargeError,
  rawErrorResponse,
  sendError,
} from './http-util';

type Log = (message: string) => void;
type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/** An error escaped a handler: 413 for an oversize body, otherwise a 500 (logged; the server stays up). */
export const failRequest = (res: ServerResponse, error: unknown, log: Log): void => {
  if (error instanceof PayloadTooLargeError) {
    sendError(res, 'payload_too_large', `The request body is larger than ${MAX_BODY_BYTES} bytes.`);
    return;
  }
  log(`✗ ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  sendError(res, 'internal_error', 'Something went wrong on our side. Please try again.');
};

/**
 * Refuses a URL that cannot be routed (400) before any part sees it, and turns whatever the handler
 * throws or rejects with into an answer.
 */
export const guardRequests =
  (handle: Handler, log: Log): Handler =>
  (req, res) => {
    const malformed = malformedTarget(req.url);
    if (malformed) return sendError(res, 'bad_request', malformed);
    try {
      const pending = handle(req, res);
      if (pending) pending.catch((error: unknown) => failRequest(res, error, log));
    } catch (error) {
      failRequest(res, error, log);
    }
  };

/**
 * Requests Node's HTTP parser refuses (oversize headers, malformed request lines) get the error shape
 * too, where the socket can still take an answer; by default Node answers them with a bare status line.
 */
export const answerClientErrors = (server: Server): void => {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    // The client is gone, or timed out before its request was complete: close rather than answer.
    if (error.code === 'ECONNRESET' || error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || !socket.writable) {
      socket.destroy();
      return;
    }
    const answer =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? rawErrorResponse('request_header_fields_too_large', 'The request headers are too large.')
        : error.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW'
          ? rawErrorResponse('payload_too_large', 'The request body is malformed or too large.')
          : rawErrorResponse('bad_request', 'The request is malformed.');
    socket.end(answer);
  });
};
