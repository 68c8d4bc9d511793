import {
  createUpload as createUploadContract,
  getUpload as getUploadContract,
} from '../../../contracts/uploads';
import { DomainError } from '../../shared/errors';
import { defineRoute } from '../../shared/http/api-handler';
import { createCreatorFeatureHandler } from '../../shared/http/creator-feature-handler';
import { createUpload } from '../create-upload';
import { asUpload, getUpload } from '../entities/upload';

/** Image uploads (issue 34): start one (a presigned POST), then poll it until it is ready or refused. */
export const handler = createCreatorFeatureHandler({
  'POST /api/creator/uploads': defineRoute(createUploadContract, async ({ caller, body }) => ({
    status: 201,
    body: await createUpload(caller.userId, body),
  })),
  // The caller's partition only: another creator's upload id is not found.
  'GET /api/creator/uploads/{uploadId}': defineRoute(getUploadContract, async ({ caller, params }) => {
    const upload = await getUpload(caller.userId, params.uploadId, true);
    if (!upload) throw new DomainError('not_found', 'Upload not found');
    return { body: { upload: asUpload(upload) } };
  }),
});
