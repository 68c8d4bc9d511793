/**
 * Images people upload (issue 34), over the wire: the API's presigned POST (the SDK's
 * createPresignedPost), a real multipart POST to S3 as a browser sends it, the processing function run by
 * the bucket's notification, and the sizes served under /media/ on the site's origin.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegFallbackOf, MAX_UPLOAD_BYTES } from '../../../../contracts/uploads';
import { onboardedCreator } from '../../../../tests/support/brand';
import { api } from '../../../../tests/support/cloud';
import {
  bucketKeys,
  fetchMedia,
  phonePhoto,
  pngImage,
  postToS3,
  startUpload,
  uploadImage,
  uploadItems,
} from '../../../../tests/support/uploads';

describe('an upload from start to ready', () => {
  it('the API answers a presigned POST whose policy fixes the key, the content type and 1 byte..10 MB', async () => {
    const { token, creator } = await onboardedCreator();
    const started = await startUpload(token, { purpose: 'avatar', content_type: 'image/png', size: 1234 });
    expect(started.status).toBe(201);
    expect(started.body.upload).toMatchObject({ purpose: 'avatar', status: 'pending', url: null });
    const { fields } = started.body.post;
    expect(fields.key).toBe(`originals/${creator.id}/${started.body.upload.id}`);
    expect(fields['Content-Type']).toBe('image/png');
    const policy = JSON.parse(Buffer.from(fields.Policy, 'base64').toString('utf8'));
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['eq', '$Content-Type', 'image/png'],
        ['content-length-range', 1, MAX_UPLOAD_BYTES],
        { key: fields.key },
      ]),
    );
  });

  it('a phone photo as avatar: 512 and 256 squares in WebP under /media/, EXIF and GPS gone, original deleted', async () => {
    const { token, creator } = await onboardedCreator();
    const photo = await phonePhoto(900, 700);
    // The fixture really carries what must go.
    const before = await sharp(photo).metadata();
    expect(before.exif?.toString('latin1')).toContain('PhoneMaker');

    const upload = await uploadImage(token, 'avatar', photo);
    expect(upload.status).toBe('ready');
    expect(upload.variants.map(({ name, width, height }) => [name, width, height])).toEqual([
      ['512', 512, 512],
      ['256', 256, 256],
    ]);
    expect(upload.url).toBe(`/media/${creator.id}/${upload.id}/512.webp`);

    for (const variant of upload.variants) {
      const served = await fetchMedia(variant.url);
      expect(served.status).toBe(200);
      expect(served.contentType).toBe('image/webp');
      const metadata = await sharp(served.bytes).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual([
        'webp',
        variant.width,
        variant.height,
      ]);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(served.bytes.toString('latin1')).not.toMatch(/PhoneMaker|GPS/);
    }
    // The main size also as JPEG (for the share cards' renderer), equally bare.
    const jpeg = await fetchMedia(jpegFallbackOf(upload.url ?? ''));
    expect([jpeg.status, jpeg.contentType]).toEqual([200, 'image/jpeg']);
    const jpegMetadata = await sharp(jpeg.bytes).metadata();
    expect([jpegMetadata.format, jpegMetadata.width, jpegMetadata.height]).toEqual(['jpeg', 512, 512]);
    expect(jpegMetadata.exif).toBeUndefined();
    expect(jpeg.bytes.toString('latin1')).not.toMatch(/PhoneMaker|GPS/);

    expect(await bucketKeys('uploads', `originals/${creator.id}/`)).toEqual([]);
    expect((await bucketKeys('media', `media/${creator.id}/${upload.id}/`)).sort()).toEqual([
      `media/${creator.id}/${upload.id}/256.webp`,
      `media/${creator.id}/${upload.id}/512.jpg`,
      `media/${creator.id}/${upload.id}/512.webp`,
    ]);
  });

  it('a header is cropped to 1600×500 and 800×250; a cover to 1200×630 and 600×315', async () => {
    const { token } = await onboardedCreator();
    const header = await uploadImage(token, 'storefront-header', await pngImage(2000, 1500), 'image/png');
    expect(header.variants.map(({ width, height }) => [width, height])).toEqual([
      [1600, 500],
      [800, 250],
    ]);
    const cover = await uploadImage(token, 'collection-cover', await pngImage(640, 480), 'image/png');
    expect(cover.variants.map(({ width, height }) => [width, height])).toEqual([
      [1200, 630],
      [600, 315],
    ]);
  });

  it('UGC keeps its proportions within 2048 px, turned upright by its EXIF orientation first', async () => {
    const { token } = await onboardedCreator();
    // Stored 3000×1000 with orientation 6 (the phone was held upright): it shows 1000×3000.
    const upload = await uploadImage(token, 'ugc', await phonePhoto(3000, 1000, 6));
    expect(upload.variants.map(({ width, height }) => [width, height])).toEqual([
      [683, 2048],
      [341, 1024],
    ]);
    const served = await sharp((await fetchMedia(upload.url ?? '')).bytes).metadata();
    expect([served.width, served.height, served.orientation]).toEqual([683, 2048, undefined]);
  });

  it("GET of another creator's upload is 404; the owner reads it", async () => {
    const owner = await onboardedCreator();
    const other = await onboardedCreator();
    const started = await startUpload(owner.token, { purpose: 'ugc', content_type: 'image/jpeg', size: 10 });
    const id = started.body.upload.id;
    expect((await api(`/creator/uploads/${id}`, { token: owner.token })).status).toBe(200);
    expect((await api(`/creator/uploads/${id}`, { token: other.token })).status).toBe(404);
    expect(await uploadItems(other.creator.id)).toEqual([]);
  });

  it('a brand cannot start an upload (creator-only route)', async () => {
    const { signedUpUser } = await import('../../../../tests/support/cloud');
    const { token } = await signedUpUser('brand');
    const started = await startUpload(token, { purpose: 'avatar', content_type: 'image/png', size: 10 });
    expect(started.status).toBe(403);
  });

  it('the POST with a tampered policy or signature is refused by S3 (403) and nothing is stored', async () => {
    const { token, creator } = await onboardedCreator();
    const started = await startUpload(token, { purpose: 'avatar', content_type: 'image/png', size: 10 });
    const png = await pngImage(10, 10);
    const policy = JSON.parse(Buffer.from(started.body.post.fields.Policy, 'base64').toString('utf8'));
    policy.conditions = policy.conditions.map((condition: unknown) =>
      Array.isArray(condition) && condition[0] === 'content-length-range'
        ? ['content-length-range', 1, 10 ** 9]
        : condition,
    );
    const forged = Buffer.from(JSON.stringify(policy)).toString('base64');
    const tampered = await postToS3(started.body.post, png, 'image/png', { Policy: forged });
    expect(tampered.status).toBe(403);
    expect(tampered.body).toContain('SignatureDoesNotMatch');
    const badSignature = await postToS3(started.body.post, png, 'image/png', {
      'X-Amz-Signature': '00'.repeat(32),
    });
    expect(badSignature.status).toBe(403);
    const otherKey = await postToS3(started.body.post, png, 'image/png', {
      key: `originals/${creator.id}/other`,
    });
    expect(otherKey.status).toBe(403);
    expect(otherKey.body).toContain('Policy Condition failed');
    expect(await bucketKeys('uploads', `originals/${creator.id}/`)).toEqual([]);
  });
});
