/**
 * An image upload from the browser (issue 34): checked here with the server's own rules and messages
 * (contracts/uploads.ts), started through the API (a presigned POST), sent straight to S3 with progress,
 * then followed until the processing function has made it ready or refused it.
 */
import {
  createUpload,
  getUpload,
  MAX_UPLOAD_BYTES,
  type Upload,
  type UploadPurpose,
  uploadContentTypes,
  uploadMessages,
} from '../../../contracts/uploads';
import { callApi } from './api-client';

/** The message for a file the server would refuse by its type or size, before anything is sent. */
export const uploadProblem = (file: Pick<File, 'type' | 'size'>): string | undefined => {
  if (!(uploadContentTypes as readonly string[]).includes(file.type.toLowerCase()))
    return uploadMessages.wrongType;
  if (file.size === 0) return uploadMessages.empty;
  if (file.size > MAX_UPLOAD_BYTES) return uploadMessages.tooLarge;
  return undefined;
};

/** A refusal to show at the field: the server's, S3's or the processor's message. */
export class UploadRefused extends Error {
  override readonly name = 'UploadRefused';
}

/** S3's refusal of the POST (XML `<Error><Code>…`), in the messages the form uses. */
const s3Refusal = (status: number, body: string): string => {
  const code = /<Code>([^<]+)<\/Code>/.exec(body)?.[1];
  if (code === 'EntityTooLarge') return uploadMessages.tooLarge;
  if (code === 'EntityTooSmall') return uploadMessages.empty;
  if (code === 'AccessDenied' && body.includes('Content-Type')) return uploadMessages.wrongType;
  return status === 0
    ? 'Could not reach the upload server. Check your connection and try again.'
    : 'The upload failed; try again';
};

/** The browser's multipart POST to S3 (XHR: fetch reports no upload progress). */
const postFile = (
  post: { url: string; fields: Record<string, string> },
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> =>
  new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
    // S3 reads the fields before the file: it must come last.
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', post.url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve()
        : reject(new UploadRefused(s3Refusal(xhr.status, xhr.responseText)));
    xhr.onerror = () => reject(new UploadRefused(s3Refusal(0, '')));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });

const POLL_MS = 600;
/** Processing takes a second or two; a minute means something is wrong. */
const PROCESSING_TIMEOUT_MS = 60_000;

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('The upload was cancelled', 'AbortError'));
      },
      { once: true },
    );
  });

export type UploadStage = { stage: 'sending'; fraction: number } | { stage: 'processing' };

/**
 * Uploads `file` for `purpose` and answers the ready upload; throws UploadRefused with the message to
 * show (the pre-check, S3's refusal or the processor's reason), or the API's error.
 */
export const uploadImage = async (
  file: File,
  purpose: UploadPurpose,
  onStage: (stage: UploadStage) => void,
  signal?: AbortSignal,
): Promise<Upload> => {
  const problem = uploadProblem(file);
  if (problem) throw new UploadRefused(problem);
  onStage({ stage: 'sending', fraction: 0 });
  const started = await callApi(
    createUpload,
    { body: { purpose, content_type: file.type.toLowerCase(), size: file.size } },
    { signal },
  );
  await postFile(started.post, file, (fraction) => onStage({ stage: 'sending', fraction }), signal);
  onStage({ stage: 'processing' });
  const deadline = Date.now() + PROCESSING_TIMEOUT_MS;
  for (;;) {
    const { upload } = await callApi(getUpload, { params: { uploadId: started.upload.id } }, { signal });
    if (upload.status === 'ready') return upload;
    if (upload.status === 'refused') throw new UploadRefused(upload.reason ?? uploadMessages.unreadable);
    if (Date.now() > deadline) throw new UploadRefused('Processing the image took too long; try again');
    await wait(POLL_MS, signal);
  }
};
