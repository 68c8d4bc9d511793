/**
 * Issue 36, "view as": an operator's GET requests carrying `x-view-as: brand:{id}` or `creator:{id}` run as
 * that brand (as its owner) or creator, read only: the API handler refuses the header from anyone outside
 * the operator group and on any request but a GET (403), and without the grant the operator started from
 * the console (an audit entry each time, contracts/ops.ts startViewAs). In a file of its own: every API
 * function's handler reads it (as x-creator-id's), without the console's schemas.
 */
export const VIEW_AS_HEADER = 'x-view-as';

/** The header's value: `brand:{id}` or `creator:{id}`. */
export const VIEW_AS_VALUE = /^(brand|creator):([A-Za-z0-9_-]{1,64})$/;
