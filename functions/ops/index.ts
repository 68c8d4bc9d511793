/**
 * The operations module's public face (issue 36: the operator console). It owns the dead letters and
 * the operator's routes; payouts stay the ledger's (it exports their failed and stuck lists and Retry).
 * The local bus records its dead letters through `recordDeadLetter`, as the capture function does in AWS.
 */
export { recordDeadLetter } from './record-dead-letter';
