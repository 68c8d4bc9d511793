/**
 * Lambda response streaming (function URLs in RESPONSE_STREAM invoke mode): the Node.js runtime's
 * `awslambda` global wraps a handler (`streamifyResponse`) and puts the status and headers in front of
 * the body (`HttpResponseStream.from`). Outside Lambda (the local cloud, infra/local/ledger-exports.ts)
 * there is no such global: the handler is called with a Node.js `ServerResponse` as its stream, and the
 * status and headers are that response's head. Either way the handler writes to a Writable and waits
 * for 'drain' when it is full, so what it sends never piles up in memory.
 */
import type { Writable } from 'node:stream';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

export interface StreamHead {
  statusCode: number;
  headers: Record<string, string>;
}

export type StreamingHandler = (event: APIGatewayProxyEventV2, responseStream: Writable) => Promise<void>;

interface LambdaStreaming {
  streamifyResponse: (handler: StreamingHandler) => StreamingHandler;
  HttpResponseStream: { from: (stream: Writable, head: StreamHead) => Writable };
}

/** The runtime's streaming API (other libraries may put other things on `awslambda`, e.g. an InvokeStore). */
const lambdaRuntime = (): LambdaStreaming | undefined => {
  const runtime = (globalThis as unknown as { awslambda?: Partial<LambdaStreaming> }).awslambda;
  return typeof runtime?.streamifyResponse === 'function' && runtime.HttpResponseStream
    ? (runtime as LambdaStreaming)
    : undefined;
};

/** The handler as Lambda's runtime wants it for streaming; as it is elsewhere. */
export const streamifyResponse = (handler: StreamingHandler): StreamingHandler =>
  lambdaRuntime()?.streamifyResponse(handler) ?? handler;

/** The stream with its status and headers sent first. */
export const withHead = (stream: Writable, head: StreamHead): Writable => {
  const runtime = lambdaRuntime();
  if (runtime) return runtime.HttpResponseStream.from(stream, head);
  const response = stream as Writable & { writeHead?: (status: number, headers: object) => void };
  response.writeHead?.(head.statusCode, head.headers);
  return stream;
};
