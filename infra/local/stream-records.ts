/**
 * DynamoDB Local's GetRecords as one plain JSON call, for the stream poller. The wire format already is
 * the shape Lambda hands a stream consumer (attribute values as `{"S": ...}`, binary as base64, the
 * creation time in epoch seconds), so the records are parsed once and used as they come. The SDK's
 * client turned each into objects and Dates only for the poller to turn them back: about twice the CPU
 * per record, paid in the local cloud's one process for every write of the table (a flood of clicks,
 * every click a record). DynamoDB Local checks no signature; the header only has to be well formed.
 */
import http from 'node:http';
import type { DynamoDBRecord } from 'aws-lambda';

/** A record as DynamoDB Streams sends it (GetRecords' JSON). */
export interface WireStreamRecord {
  eventID?: string;
  eventName?: DynamoDBRecord['eventName'];
  dynamodb?: Omit<NonNullable<DynamoDBRecord['dynamodb']>, 'ApproximateCreationDateTime'> & {
    ApproximateCreationDateTime?: number;
  };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

const AUTHORIZATION =
  'AWS4-HMAC-SHA256 Credential=local/20200101/local/dynamodb/aws4_request, SignedHeaders=host, Signature=0';

export const getStreamRecords = (
  endpoint: string,
  shardIterator: string,
  limit = 1000,
): Promise<{ Records: WireStreamRecord[]; NextShardIterator?: string }> =>
  new Promise((resolve, reject) => {
    const body = JSON.stringify({ ShardIterator: shardIterator, Limit: limit });
    const request = http.request(
      endpoint,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/x-amz-json-1.0',
          'content-length': Buffer.byteLength(body),
          'x-amz-target': 'DynamoDBStreams_20120810.GetRecords',
          authorization: AUTHORIZATION,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          try {
            const answer = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            if (response.statusCode !== 200) {
              // The SDK's error names: the part of __type after '#' (ExpiredIteratorException, ...).
              const name = String(answer?.__type ?? 'GetRecordsError')
                .split('#')
                .pop();
              const error = new Error(
                `${name}: ${answer?.message ?? answer?.Message ?? response.statusCode}`,
              );
              error.name = name ?? 'GetRecordsError';
              return reject(error);
            }
            resolve({ Records: answer.Records ?? [], NextShardIterator: answer.NextShardIterator });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });

/** The wire's record → the shape Lambda hands a handler (creation time in whole epoch seconds). */
export const toLambdaRecord = (
  record: WireStreamRecord,
  streamArn: string,
  region: string,
): DynamoDBRecord => ({
  eventID: record.eventID,
  eventName: record.eventName,
  eventVersion: '1.1',
  eventSource: 'aws:dynamodb',
  awsRegion: region,
  eventSourceARN: streamArn,
  dynamodb: {
    ...record.dynamodb,
    ApproximateCreationDateTime:
      record.dynamodb?.ApproximateCreationDateTime !== undefined
        ? Math.floor(record.dynamodb.ApproximateCreationDateTime)
        : undefined,
  },
});
