import { isMediaPath, mediaPathOwner, type UploadPurpose, uploadMessages } from '../../contracts/uploads';
import { DomainError } from '../shared/errors';
import { getUpload } from './entities/upload';

/**
 * The media URL of the caller's ready upload for `purpose`, for a form that attaches it (avatar, header,
 * UGC, collection cover). Read in the caller's own partition: another creator's id is as unknown as a
 * made-up one. Unknown, still processing, refused or uploaded for another purpose is a 400 at `field`.
 */
export const readyUploadUrlOrThrow = async (
  creatorId: string,
  uploadId: string,
  purpose: UploadPurpose,
  field: string,
): Promise<string> => {
  const upload = await getUpload(creatorId, uploadId);
  const refuse = (message: string): never => {
    throw new DomainError('validation_failed', message, { [field]: message });
  };
  if (!upload) return refuse(uploadMessages.notFound);
  if (upload.purpose !== purpose) return refuse(uploadMessages.wrongPurpose);
  if (upload.status === 'pending') return refuse(uploadMessages.pending);
  if (upload.status === 'refused' || !upload.url) return refuse(upload.reason ?? uploadMessages.notFound);
  return upload.url;
};

/**
 * The image URL a form saves: the attached upload's (ready, the caller's, for `purpose`) when an upload id
 * is sent, else the URL sent. A /media/ path is accepted back only from the caller's own media folder,
 * so a creator cannot show another creator's upload as theirs; a pasted https URL stays as it is.
 */
export const imageUrlToSave = async (
  creatorId: string,
  sent: { url: string | null; uploadId?: string | undefined },
  purpose: UploadPurpose,
  fields: { url: string; uploadId: string },
): Promise<string | null> => {
  if (sent.uploadId) return readyUploadUrlOrThrow(creatorId, sent.uploadId, purpose, fields.uploadId);
  if (sent.url && isMediaPath(sent.url) && mediaPathOwner(sent.url) !== creatorId) {
    throw new DomainError('validation_failed', uploadMessages.notFound, {
      [fields.url]: uploadMessages.notFound,
    });
  }
  return sent.url;
};
