/** What recording a paid order did (record-order-paid.ts): the consumer logs it, tests assert it. */
export type RecordOutcome =
  | 'recorded'
  | 'held'
  | 'unattributed'
  | 'needs_review'
  | 'duplicate'
  | 'not_referred'
  | 'store_not_connected';
