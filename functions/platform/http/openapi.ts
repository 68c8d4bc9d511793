import { buildOpenApiDocument } from '../../../contracts/openapi';
import { getOpenApi } from '../../../contracts/system';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';

/** Built once per cold start: the document only changes with a deployment. */
let document: ReturnType<typeof buildOpenApiDocument> | undefined;

/** GET /api/openapi.json: public; this API as an OpenAPI 3.1 document, generated from the contracts. */
export const handler = createFeatureHandler({
  'GET /api/openapi.json': defineRoute(getOpenApi, async () => {
    document ??= buildOpenApiDocument();
    return { body: document, headers: { 'cache-control': 'public, max-age=300' } };
  }),
});
