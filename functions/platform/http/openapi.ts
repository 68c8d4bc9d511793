import { buildOpenApiDocument, buildPublicApiDocument } from '../../../contracts/openapi';
import { getV1OpenApi } from '../../../contracts/public-api';
import { getOpenApi } from '../../../contracts/system';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';

/** Built once per cold start: the documents only change with a deployment. */
let document: ReturnType<typeof buildOpenApiDocument> | undefined;
let publicApiDocument: ReturnType<typeof buildPublicApiDocument> | undefined;

const cached = { 'cache-control': 'public, max-age=300' };

/**
 * GET /api/openapi.json: public; this API as an OpenAPI 3.1 document, generated from the contracts.
 * GET /api/v1/openapi.json (issue 22): public; the public API's own document (the /api/v1 routes only).
 */
export const handler = createFeatureHandler({
  'GET /api/openapi.json': defineRoute(getOpenApi, async () => {
    document ??= buildOpenApiDocument();
    return { body: document, headers: cached };
  }),
  'GET /api/v1/openapi.json': defineRoute(getV1OpenApi, async () => {
    publicApiDocument ??= buildPublicApiDocument();
    return { body: publicApiDocument, headers: cached };
  }),
});
