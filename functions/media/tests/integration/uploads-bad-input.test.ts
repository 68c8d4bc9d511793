/**
 * Bad uploads (issue 34): a wrong content type, an 11 MB file and a non-image are each refused with a
 * clear message, at the API when it is told, else by S3's policy or by the processor, and nothing is
 * stored: no object in either bucket, and no upload item where the API refused it.
 */
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, uploadMessages } from '../../../../contracts/uploads';
import { onboardedCreator } from '../../../../tests/support/brand';
import { api } from '../../../../tests/support/cloud';
import {
  bucketKeys,
  pngImage,
  postToS3,
  processed,
  startUpload,
  uploadItems,
} from '../../../../tests/support/uploads';

const ELEVEN_MB = 11 * 1024 * 1024;

const nothingStored = async (creatorId: string) => {
  expect(await bucketKeys('uploads', `originals/${creatorId}/`)).toEqual([]);
  expect(await bucketKeys('media', `media/${creatorId}/`)).toEqual([]);
};

describe('a wrong content type', () => {
  it('is 400 at content_type from the API (a PDF, a text file, an SVG), and nothing is stored', async () => {
    const { token, creator } = await onboardedCreator();
    for (const contentType of ['application/pdf', 'text/plain', 'image/svg+xml']) {
      const started = await startUpload(token, { purpose: 'avatar', content_type: contentType, size: 100 });
      expect(started.status, contentType).toBe(400);
      expect(started.body.error.fields).toEqual({ content_type: uploadMessages.wrongType });
    }
    expect(await uploadItems(creator.id)).toEqual([]);
    await nothingStored(creator.id);
  });

  it("is refused by S3 when the POST's type differs from the policy's (AccessDenied), and nothing is stored", async () => {
    const { token, creator } = await onboardedCreator();
    const png = await pngImage(20, 20);
    const started = await startUpload(token, {
      purpose: 'avatar',
      content_type: 'image/png',
      size: png.length,
    });
    const sent = await postToS3(started.body.post, png, 'text/html', { 'Content-Type': 'text/html' });
    expect(sent.status).toBe(403);
    expect(sent.body).toContain('Policy Condition failed: ["eq","$Content-Type","image/png"]');
    await nothingStored(creator.id);
  });
});

describe('an 11 MB file', () => {
  it('is 400 at size from the API, and nothing is stored', async () => {
    const { token, creator } = await onboardedCreator();
    const started = await startUpload(token, { purpose: 'ugc', content_type: 'image/jpeg', size: ELEVEN_MB });
    expect(started.status).toBe(400);
    expect(started.body.error.fields).toEqual({ size: uploadMessages.tooLarge });
    expect(await uploadItems(creator.id)).toEqual([]);
    await nothingStored(creator.id);
  });

  it("is refused by S3's content-length-range when POSTed against a smaller form (EntityTooLarge), nothing stored", async () => {
    const { token, creator } = await onboardedCreator();
    const started = await startUpload(token, { purpose: 'ugc', content_type: 'image/jpeg', size: 1000 });
    // A JPEG's first bytes, then padding to 11 MB: the size alone must refuse it.
    const big = new Uint8Array(ELEVEN_MB);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    expect(big.length).toBeGreaterThan(MAX_UPLOAD_BYTES);
    const sent = await postToS3(started.body.post, big, 'image/jpeg');
    expect(sent.status).toBe(400);
    expect(sent.body).toContain('EntityTooLarge');
    await nothingStored(creator.id);
    // Only the record of the upload that never came: pending, with the TTL that removes it.
    const [item, ...others] = await uploadItems(creator.id);
    expect(others).toEqual([]);
    expect(item).toMatchObject({ status: 'pending', expiresAt: expect.any(Number) });
    expect(item?.url).toBeUndefined();
  });
});

describe('a non-image', () => {
  it('a text file renamed .png, sent as image/png: refused by the processor with its reason, nothing stored', async () => {
    const { token, creator } = await onboardedCreator();
    const text = new TextEncoder().encode('hello, this is not a picture\n'.repeat(20));
    const started = await startUpload(token, {
      purpose: 'avatar',
      content_type: 'image/png',
      size: text.length,
    });
    const sent = await postToS3(started.body.post, text, 'image/png');
    expect(sent.status).toBe(204);
    const upload = await processed(token, started.body.upload.id);
    expect(upload).toMatchObject({
      status: 'refused',
      reason: uploadMessages.notAnImage,
      url: null,
      variants: [],
    });
    await nothingStored(creator.id);
    // The table holds the refusal (its reason, no image) and nothing points to it.
    const [item, ...others] = await uploadItems(creator.id);
    expect(others).toEqual([]);
    expect(item).toMatchObject({ status: 'refused', reason: uploadMessages.notAnImage });
    expect([item?.url, item?.variants, item?.expiresAt]).toEqual([undefined, undefined, undefined]);
    expect((await api('/creator/profile', { token })).body.creator.avatar_url).toBeNull();
  });

  it('a PNG cut short (its signature, then garbage): refused as unreadable, nothing stored', async () => {
    const { token, creator } = await onboardedCreator();
    const png = await pngImage(50, 50);
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
    const started = await startUpload(token, {
      purpose: 'avatar',
      content_type: 'image/png',
      size: broken.length,
    });
    expect((await postToS3(started.body.post, broken, 'image/png')).status).toBe(204);
    const upload = await processed(token, started.body.upload.id);
    expect(upload).toMatchObject({ status: 'refused', reason: uploadMessages.unreadable });
    await nothingStored(creator.id);
  });

  it('an empty file is 400 at size', async () => {
    const { token } = await onboardedCreator();
    const started = await startUpload(token, { purpose: 'avatar', content_type: 'image/png', size: 0 });
    expect(started.status).toBe(400);
    expect(started.body.error.fields).toEqual({ size: uploadMessages.empty });
  });

  it('an unknown purpose is 400 at purpose', async () => {
    const { token } = await onboardedCreator();
    const started = await startUpload(token, { purpose: 'wallpaper', content_type: 'image/png', size: 10 });
    expect(started.status).toBe(400);
    expect(Object.keys(started.body.error.fields)).toEqual(['purpose']);
  });
});
