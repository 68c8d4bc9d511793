/**
 * The one DynamoDB table, built from infra/table-definition.ts (the same data DynamoDB Local's
 * CreateTable uses), so AWS and the local cloud cannot drift apart.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import {
  AttributeType,
  BillingMode,
  ProjectionType,
  StreamViewType,
  Table,
  TableEncryption,
} from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { tableDefinition } from '../table-definition';

export class DataTable extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.table = new Table(this, 'Table', {
      partitionKey: { name: tableDefinition.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableDefinition.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      stream: StreamViewType.NEW_AND_OLD_IMAGES,
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      // Encrypted at rest with the AWS-owned key (no KMS charges). Secrets inside items (store access
      // tokens) are additionally encrypted by the application with KMS (docs/architecture.md section 6).
      encryption: TableEncryption.DEFAULT,
      // The marketplace's data outlives any one stack: deleting the stack leaves the table behind.
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // The indexes come straight from the definition, so a change to its list is a change to the deployed
    // table. CloudFormation creates or deletes at most one GSI per table update: a deployed table must
    // reach a new list one index per deployment. The gsi1/gsi2 → byOwner/directory rename (two creations
    // and two deletions) was made before any stack was deployed; a stack deployed earlier goes through
    // docs/architecture.md, "Renaming an index of a deployed table".
    for (const index of tableDefinition.globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }
  }
}
