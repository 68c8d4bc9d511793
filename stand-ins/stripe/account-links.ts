/**
 * Account Links: a single-use URL of the hosted Express onboarding page for one account, valid for
 * 5 minutes (expires_at). The token in the URL is stored hashed. An expired or used link sends the
 * creator to refresh_url, as Stripe does, so the app can make a new one.
 */
import { randomBytes } from 'node:crypto';
import { findAccount } from './accounts';
import { type ApiOperation, ok } from './api-context';
import { stripeErrors } from './errors';
import { unixNow } from './ids';
import { requiredString, urlParam } from './params';
import { hashToken } from './state';

const LINK_LIFETIME_S = 300;

export const createAccountLink: ApiOperation = (params, context) => {
  const accountId = requiredString(params, 'account');
  findAccount(context.state, accountId);
  const type = requiredString(params, 'type');
  if (type !== 'account_onboarding' && type !== 'account_update')
    throw stripeErrors.invalidRequest(
      `Invalid type: must be one of account_onboarding or account_update`,
      'type',
    );
  const refreshUrl = urlParam(params, 'refresh_url', true) as string;
  const returnUrl = urlParam(params, 'return_url', true) as string;
  const created = unixNow();
  const token = randomBytes(24).toString('base64url');
  context.state.accountLinks[hashToken(token)] = {
    account: accountId,
    refreshUrl,
    returnUrl,
    expiresAt: created + LINK_LIFETIME_S,
    used: false,
  };
  context.state.save();
  return ok({
    object: 'account_link',
    created,
    expires_at: created + LINK_LIFETIME_S,
    url: `${context.baseUrl}/express/${token}`,
  });
};
