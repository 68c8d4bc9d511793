/** What every API handler gets: the state, the webhook sender, public URLs and the request's identity. */
import type { EventContext } from './events';
import type { FormObject } from './form-body';

export interface ApiContext extends EventContext {
  /** Public base of the stand-in's pages, e.g. http://localhost:3000/__stripe */
  baseUrl: string;
  request: { id: string; idempotency_key: string | null };
}

export interface ApiResult {
  status: number;
  body: unknown;
}

/** One API operation: synchronous, so a change and its events are never interleaved with another request. */
export type ApiOperation = (params: FormObject, context: ApiContext, id: string) => ApiResult;

export const ok = (body: unknown): ApiResult => ({ status: 200, body });
