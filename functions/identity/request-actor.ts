import type { Actor } from '../shared/audit/actor';
import type { OperatorActor } from '../shared/audit/ops-audit-entry';
import type { ApiEvent } from '../shared/http/api-handler';
import type { BrandCaller, Caller, KeyCaller } from '../shared/http/caller';
import { getApiKeyName } from './api-keys';
import { getProfile } from './entities/profile';

/** The caller's address as API Gateway saw it (never a header the client could set). */
const sourceIpOf = (event: Pick<ApiEvent, 'requestContext'>): string | null =>
  event.requestContext?.http?.sourceIp || null;

/**
 * Who is making this request's change, for its audit entry: the member with their name and e-mail now
 * (one GetItem of their profile) and the role the API handler checked, or the API key with its name.
 * Resolved by the route, only for a request that changes something, and handed to the action.
 */
export const requestActor = async (
  caller: BrandCaller | KeyCaller,
  event: Pick<ApiEvent, 'requestContext'>,
): Promise<Actor> => {
  const ip = sourceIpOf(event);
  if ('keyId' in caller) {
    const name = await getApiKeyName(caller.brandId, caller.keyId);
    return { type: 'api_key', keyId: caller.keyId, name: name ?? caller.keyId, ip };
  }
  const profile = await getProfile(caller.userId);
  const name = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ');
  return {
    type: 'member',
    userId: caller.userId,
    name: name || profile?.email || caller.userId,
    email: profile?.email || null,
    role: caller.brandRole,
    ip,
  };
};

/**
 * Issue 36: who acts in the operator console, for the operators' audit log: the operator's name and
 * e-mail now (one GetItem of their profile) and the request's source IP.
 */
export const operatorActor = async (
  caller: Caller,
  event: Pick<ApiEvent, 'requestContext'>,
): Promise<OperatorActor> => {
  const profile = await getProfile(caller.userId);
  const name = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ');
  return {
    type: 'operator',
    userId: caller.userId,
    name: name || profile?.email || caller.userId,
    email: profile?.email || null,
    ip: sourceIpOf(event),
  };
};
