/**
 * The local S3's browser-POST check (infra/local/s3-post-policy.ts) against policies the real SDK signs
 * (@aws-sdk/s3-presigned-post, as the uploads feature signs them): what S3 accepts, and each refusal S3
 * makes with its own code. The over-the-wire cases (a real multipart POST) are in
 * functions/media/tests/integration/.
 */
import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { describe, expect, it } from 'vitest';
import { checkPostPolicy, S3RequestError } from '../../infra/local/s3-post-policy';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const client = new S3Client({
  region: 'us-east-1',
  credentials,
  endpoint: 'http://127.0.0.1:1',
  forcePathStyle: true,
});

const signed = async (expires = 600) => {
  const post = await createPresignedPost(client, {
    Bucket: 'uploads',
    Key: 'originals/creator-1/UP1',
    Conditions: [
      ['eq', '$Content-Type', 'image/png'],
      ['content-length-range', 1, 1000],
      ['starts-with', '$x-amz-meta-note', 'ok'],
    ],
    Fields: { 'Content-Type': 'image/png', 'x-amz-meta-note': 'ok, fine' },
    Expires: expires,
  });
  return new Map(Object.entries(post.fields).map(([name, value]) => [name.toLowerCase(), value]));
};

const refusal = (run: () => unknown): { code: string; message: string } => {
  try {
    run();
  } catch (error) {
    if (error instanceof S3RequestError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('accepted');
};

describe('a presigned POST policy, checked as S3 checks it', () => {
  it('accepts the form as signed: the key and the content type come from it', async () => {
    const fields = await signed();
    expect(checkPostPolicy('uploads', fields, 500, credentials)).toEqual({
      key: 'originals/creator-1/UP1',
      contentType: 'image/png',
    });
  });

  it('refuses a larger or an empty file by its content-length-range', async () => {
    const fields = await signed();
    expect(refusal(() => checkPostPolicy('uploads', fields, 1001, credentials)).code).toBe('EntityTooLarge');
    expect(refusal(() => checkPostPolicy('uploads', fields, 0, credentials)).code).toBe('EntityTooSmall');
  });

  it('refuses a changed field (eq, starts-with), another bucket, and a field no condition covers', async () => {
    const changed = async (name: string, value: string) => {
      const fields = await signed();
      fields.set(name, value);
      return refusal(() => checkPostPolicy('uploads', fields, 10, credentials));
    };
    expect(await changed('content-type', 'text/html')).toEqual({
      code: 'AccessDenied',
      message: 'Invalid according to Policy: Policy Condition failed: ["eq","$Content-Type","image/png"]',
    });
    expect((await changed('key', 'originals/creator-2/UP1')).code).toBe('AccessDenied');
    expect((await changed('x-amz-meta-note', 'not ok')).message).toContain('starts-with');
    expect((await changed('acl', 'public-read')).message).toBe(
      'Invalid according to Policy: Extra input fields: acl',
    );
    const fields = await signed();
    expect(refusal(() => checkPostPolicy('other-bucket', fields, 10, credentials)).code).toBe('AccessDenied');
  });

  it('refuses an expired policy, a forged policy or signature, and another access key', async () => {
    const expired = await signed(600);
    expect(
      refusal(() => checkPostPolicy('uploads', expired, 10, credentials, new Date(Date.now() + 601_000)))
        .message,
    ).toBe('Invalid according to Policy: Policy expired.');
    const forged = await signed();
    const policy = JSON.parse(Buffer.from(forged.get('policy') ?? '', 'base64').toString('utf8'));
    policy.conditions.push(['content-length-range', 1, 10 ** 9]);
    forged.set('policy', Buffer.from(JSON.stringify(policy)).toString('base64'));
    expect(refusal(() => checkPostPolicy('uploads', forged, 10, credentials)).code).toBe(
      'SignatureDoesNotMatch',
    );
    const other = await signed();
    expect(
      refusal(() => checkPostPolicy('uploads', other, 10, { accessKeyId: 'local', secretAccessKey: 'other' }))
        .code,
    ).toBe('SignatureDoesNotMatch');
    expect(
      refusal(() =>
        checkPostPolicy('uploads', other, 10, { accessKeyId: 'someone', secretAccessKey: 'local' }),
      ).code,
    ).toBe('InvalidAccessKeyId');
  });
});
