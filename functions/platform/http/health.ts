import { getHealth as healthContract } from '../../../contracts/system';
import { pingTable } from '../../shared/data/client';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { log } from '../../shared/log';

/**
 * GET /api/health: public; says whether the table answers (503 when it does not). A GetItem of a key
 * that never exists proves the table is reachable with the function's data permissions only.
 */
const getHealth = defineRoute(healthContract, async () => {
  try {
    await pingTable();
    return { body: { status: 'ok', table: 'ok' } as const };
  } catch (error) {
    log.warn('health check: table does not answer', { error });
    return { status: 503, body: { status: 'degraded', table: 'unavailable' } as const };
  }
});

export const handler = createFeatureHandler({ 'GET /api/health': getHealth });
