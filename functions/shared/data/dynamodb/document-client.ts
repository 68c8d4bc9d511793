/**
 * A DynamoDB document client over one JSON call (../../aws/json-call.ts): the SDK's DynamoDBDocumentClient
 * costs 60–95 ms of every cold start to import (issue 33). Values are converted as the SDK's document
 * client converts them (marshall.ts, wire.ts); errors, retries and credentials are the JSON call's. The
 * region and endpoint are read at each call, since the local cloud sets them after modules load.
 */
import { callAwsJson } from '../../aws/json-call';
import type { DocumentCommand, Operation } from './commands';
import type { UnmarshallOptions } from './marshall';
import { fromWire, toWire } from './wire';

export interface DocumentClientOptions extends UnmarshallOptions {
  region: () => string;
  /** An endpoint URL (DynamoDB Local); unset: the region's. */
  endpoint: () => string | undefined;
}

/** A call as a listener sees it: before it is sent. */
export interface CallRecord {
  operation: Operation;
  input: object;
}

export class DocumentClient {
  private readonly listeners = new Set<(call: CallRecord) => void>();
  constructor(private readonly options: DocumentClientOptions) {}

  /** Calls `listener` with every call before it is sent; answers a function that stops it. */
  watch(listener: (call: CallRecord) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async send<Input extends object, Output extends object>(
    command: DocumentCommand<Input, Output>,
    { abortSignal }: { abortSignal?: AbortSignal } = {},
  ): Promise<Output> {
    for (const listener of this.listeners) listener({ operation: command.operation, input: command.input });
    const { body, $metadata } = await callAwsJson({
      service: 'dynamodb',
      region: this.options.region(),
      endpoint: this.options.endpoint(),
      target: `DynamoDB_20120810.${command.operation}`,
      jsonVersion: '1.0',
      body: toWire(command.input),
      abortSignal,
    });
    return { ...fromWire(body, this.options), $metadata } as Output;
  }
}
