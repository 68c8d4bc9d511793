/**
 * The ledger module's public face: what other modules, the infrastructure and the tests may use.
 * Anything not exported here is the module's own (lint: noRestrictedImports in biome.json).
 */
export { invoiceAmounts } from './billing/invoice-lines';
export { type InvoiceObject, invoiceObjectOf, sampleInvoiceObject } from './billing/invoice-object';
export type { Invoice } from './billing/invoice-rules';
export { openCardSetup } from './billing/save-payment-method';
export { getBillingProfile, setAutopay } from './entities/brand-billing-profile';
export type { CommissionEntryItem } from './entities/commission-entry';
export { holdIndexOf, listEntriesOfCreator, putEntries } from './entities/commission-entry';
export { getCreatorStats, listCreatorDays } from './entities/creator-stats';
export { getInvoice, listInvoicesOfBrand, listUnpaidInvoices } from './entities/invoice';
export type { Payout, PayoutItem } from './entities/payout';
export { listPayoutsOfCreator, openPayoutIndex } from './entities/payout';
export { getPayoutAccount } from './entities/payout-account';
export { listPlatformRevenue, type PeriodRevenue } from './entities/platform-revenue';
export { creatorSalesWithBrandSince, listCreatorSalesOfMonth } from './entities/sales-totals';
// Issue 35: the data export writes its CSV files as the ledger's exports do.
export { csvRow, text as csvText } from './exports/csv';
// Issue 36: the operator console's failed and stuck payouts, and Retry.
// Issue 36: the operators' review queue across brands.
export { decideSaleForReview, listSalesForReview } from './fraud/review-queue';
export { listPayoutsNeedingOperator, type RetryAudit, retryPayout } from './payouts/retry-payout';
export { startPayoutOnboarding } from './payouts/start-payout-onboarding';
// Issue 34: the creators directory's daily ranking (the demo data set runs it once after its history).
export { rankCreatorDirectory } from './rank-creator-directory';
export { backfillCreatorDays } from './sales/backfill-creator-days';
// Issue 35: closing a creator's account (the privacy module's transaction and consumer).
export {
  CLOSED_ACCOUNT_NAME,
  type ClosingBalance,
  forfeitBalanceOperation,
  getForfeitOf,
  readClosingBalance,
  renameCreatorInSales,
} from './sales/closed-creator';
export { readCreatorMoney } from './sales/creator-money';
export { dashboardMoneyOf } from './sales/creator-totals';
// Issue 35: Shopify's customers/data_request is answered with what the ledger holds.
export { brandsOfShopOrders, type CustomerOrder, customerOrdersOf } from './sales/customer-orders';
export { chunksOf, progressUpdate } from './sales/ledger-chunks';
export { ledgerCounterUpdates } from './sales/ledger-counters';
export { MAX_LINE_PRICE_CENTS, MAX_LINE_QUANTITY, orderReviewReason } from './sales/order-review';
export { creditCashoutWrites, ugcPaymentWrites } from './sales/other-earnings';
export { recordOrderPaid } from './sales/record-order-paid';
export { type SaleObject, saleObjectOf, sampleSaleObject } from './sales/sale-object';
export { saleIdOfSortKey, toSaleView } from './sales/sale-view';
// Issue 36 part 4: suspending a creator for cause (the operators' console, the brand's creator page).
export {
  listAppealThreads,
  readCreatorSuspension,
  readProgramSuspension,
  writeAppealMessage,
} from './suspension/creator-suspension';
export {
  forfeitSuspension,
  releaseSuspension,
  type SuspensionAudit,
  suspendCreator,
} from './suspension/suspend';
export { toSuspensionView } from './suspension/suspension-view';
