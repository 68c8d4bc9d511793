/**
 * The privacy module's public face (issue 35): Your data — closing an account (and the person's data
 * export). It sits at the top layer: it reads and writes through the lower modules' indexes (identity's
 * profile and username, the ledger's balance, forfeit and sales) and nothing imports it; the platform
 * reaches it through its entry points (http/, consumers/).
 */
export { CLOSED_ACCOUNT_NAME } from '../ledger';
