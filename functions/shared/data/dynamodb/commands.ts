/**
 * The document client's commands, by the names and input/output shapes of @aws-sdk/lib-dynamodb (its
 * types are reused; its code is not loaded): `db.send(new GetCommand({...}))` reads the same as before.
 * ElectroDB builds its calls with these too (electrodb-client.ts), and in the bundles they stand in for
 * @aws-sdk/lib-dynamodb, which ElectroDB requires at import (infra/constructs/app-function.ts).
 * There is no Scan: no request path scans a table (IAM refuses it too).
 */
import type * as lib from '@aws-sdk/lib-dynamodb';

/** DynamoDB's operations, as its JSON protocol names them (the X-Amz-Target). */
export type Operation =
  | 'GetItem'
  | 'PutItem'
  | 'UpdateItem'
  | 'DeleteItem'
  | 'Query'
  | 'BatchGetItem'
  | 'BatchWriteItem'
  | 'TransactWriteItems'
  | 'TransactGetItems';

/** One call: its input as the document client takes it (plain values), its output as it answers. */
export abstract class DocumentCommand<Input extends object, Output extends object> {
  abstract readonly operation: Operation;
  /** Output's type, carried for `send` (never set). */
  declare readonly output?: Output;
  constructor(readonly input: Input) {}
}

export class GetCommand extends DocumentCommand<lib.GetCommandInput, lib.GetCommandOutput> {
  readonly operation = 'GetItem';
}
export class PutCommand extends DocumentCommand<lib.PutCommandInput, lib.PutCommandOutput> {
  readonly operation = 'PutItem';
}
export class UpdateCommand extends DocumentCommand<lib.UpdateCommandInput, lib.UpdateCommandOutput> {
  readonly operation = 'UpdateItem';
}
export class DeleteCommand extends DocumentCommand<lib.DeleteCommandInput, lib.DeleteCommandOutput> {
  readonly operation = 'DeleteItem';
}
export class QueryCommand extends DocumentCommand<lib.QueryCommandInput, lib.QueryCommandOutput> {
  readonly operation = 'Query';
}
export class BatchGetCommand extends DocumentCommand<lib.BatchGetCommandInput, lib.BatchGetCommandOutput> {
  readonly operation = 'BatchGetItem';
}
export class BatchWriteCommand extends DocumentCommand<
  lib.BatchWriteCommandInput,
  lib.BatchWriteCommandOutput
> {
  readonly operation = 'BatchWriteItem';
}
export class TransactWriteCommand extends DocumentCommand<
  lib.TransactWriteCommandInput,
  lib.TransactWriteCommandOutput
> {
  readonly operation = 'TransactWriteItems';
}
export class TransactGetCommand extends DocumentCommand<
  lib.TransactGetCommandInput,
  lib.TransactGetCommandOutput
> {
  readonly operation = 'TransactGetItems';
}
