/**
 * Where an upload's files live. The original's key carries the creator's and the upload's ids (fixed by
 * the POST's policy), so the processor finds the upload from the key alone; processed sizes go under the
 * public media prefix, which CloudFront serves at the same path on the site's origin (/media/...).
 */

/** The uploads bucket's prefix of originals (an S3 lifecycle rule expires what is left there). */
export const ORIGINALS_PREFIX = 'originals/';

/** The media bucket's public prefix: CloudFront's /media/* behaviour and the local site serve it. */
export const MEDIA_PREFIX = 'media/';

export const originalKey = (creatorId: string, uploadId: string): string =>
  `${ORIGINALS_PREFIX}${creatorId}/${uploadId}`;

/** The creator and upload an original's key names, or undefined for any other key. */
export const parseOriginalKey = (key: string): { creatorId: string; uploadId: string } | undefined => {
  const match = /^originals\/([^/]+)\/([^/]+)$/.exec(key);
  return match?.[1] && match[2] ? { creatorId: match[1], uploadId: match[2] } : undefined;
};

export const mediaKey = (
  creatorId: string,
  uploadId: string,
  variant: string,
  format: 'webp' | 'jpg' = 'webp',
): string => `${MEDIA_PREFIX}${creatorId}/${uploadId}/${variant}.${format}`;

/** A media key as the browser asks for it: the same path on the site's origin. */
export const mediaUrl = (key: string): string => `/${key}`;
