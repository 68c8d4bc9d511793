import type { IncomingMessage } from 'node:http';

export const MAX_BODY_BYTES = 10 * 1024 * 1024; // API Gateway's payload limit

export class PayloadTooLargeError extends Error {}

export const readBody = async (req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new PayloadTooLargeError(`Request body over ${limit} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
};
