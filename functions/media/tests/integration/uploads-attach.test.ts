/**
 * Attaching uploads (issue 34): the avatar (Profile Settings), the storefront header (the editor) and a
 * UGC submission take a ready upload's id, and the server writes its media URL. Only the caller's own,
 * ready upload for that purpose: another creator's id, an unknown id, a refused or pending one, or one
 * uploaded for something else is 400 at the field, and nothing changes.
 */
import { describe, expect, it } from 'vitest';
import { uploadMessages } from '../../../../contracts/uploads';
import { onboardedCreator } from '../../../../tests/support/brand';
import { api } from '../../../../tests/support/cloud';
import { brandWithStore } from '../../../../tests/support/partnership';
import { phonePhoto, postToS3, processed, startUpload, uploadImage } from '../../../../tests/support/uploads';

const json = (token: string, method: string, body: unknown) => ({
  method,
  token,
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});

const profileBody = (username: string, extra: Record<string, unknown>) => ({
  username,
  bio: 'Hello',
  follower_count: 10,
  ...extra,
});

const storefrontBody = (extra: Record<string, unknown>) => ({
  marketplace_name: 'My shop',
  bio: 'Things I like',
  theme_color: '#000000',
  background_color: '#ffffff',
  layout_style: 'grid',
  header_image_url: null,
  is_active: true,
  ...extra,
});

describe('the avatar', () => {
  it('avatar_upload_id sets the avatar to the upload’s media URL, shown on the public profile and storefront', async () => {
    const { token, creator } = await onboardedCreator();
    const upload = await uploadImage(token, 'avatar', await phonePhoto());
    const saved = await api(
      '/creator/profile',
      json(token, 'PUT', profileBody(creator.username, { avatar_upload_id: upload.id })),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.creator.avatar_url).toBe(upload.url);
    // Saved again as the form sends it back (the media path, no upload id): kept.
    const again = await api(
      '/creator/profile',
      json(token, 'PUT', profileBody(creator.username, { avatar_url: upload.url })),
    );
    expect(again.status).toBe(200);
    expect(again.body.creator.avatar_url).toBe(upload.url);
    const profile = await api(`/creators/${creator.username}`);
    expect(profile.body.creator.avatar_url).toBe(upload.url);
  });

  it("another creator's upload, an unknown id, a header upload, a pending one and another's media path are 400 at the field", async () => {
    const { token, creator } = await onboardedCreator();
    const other = await onboardedCreator();
    const theirs = await uploadImage(other.token, 'avatar', await phonePhoto());
    const header = await uploadImage(token, 'storefront-header', await phonePhoto());
    const pending = await startUpload(token, { purpose: 'avatar', content_type: 'image/jpeg', size: 100 });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ avatar_upload_id: theirs.id }, 'avatar_upload_id', uploadMessages.notFound],
      [{ avatar_upload_id: 'UP00000000000000000000000000' }, 'avatar_upload_id', uploadMessages.notFound],
      [{ avatar_upload_id: header.id }, 'avatar_upload_id', uploadMessages.wrongPurpose],
      [{ avatar_upload_id: pending.body.upload.id }, 'avatar_upload_id', uploadMessages.pending],
      [{ avatar_url: theirs.url }, 'avatar_url', uploadMessages.notFound],
    ];
    for (const [extra, field, message] of cases) {
      const answer = await api('/creator/profile', json(token, 'PUT', profileBody(creator.username, extra)));
      expect(answer.status, JSON.stringify(extra)).toBe(400);
      expect(answer.body.error.fields).toEqual({ [field]: message });
    }
    const profile = await api('/creator/profile', { token });
    expect(profile.body.creator.avatar_url).toBeNull();
  });

  it('a refused upload is 400 with the reason it was refused', async () => {
    const { token, creator } = await onboardedCreator();
    const text = new TextEncoder().encode('not an image at all');
    const started = await startUpload(token, {
      purpose: 'avatar',
      content_type: 'image/png',
      size: text.length,
    });
    await postToS3(started.body.post, text, 'image/png');
    await processed(token, started.body.upload.id);
    const answer = await api(
      '/creator/profile',
      json(token, 'PUT', profileBody(creator.username, { avatar_upload_id: started.body.upload.id })),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ avatar_upload_id: uploadMessages.notAnImage });
  });
});

describe('the storefront header', () => {
  it('header_image_upload_id sets the header; an avatar upload or another creator’s is 400 at the field', async () => {
    const { token } = await onboardedCreator();
    const other = await onboardedCreator();
    const header = await uploadImage(token, 'storefront-header', await phonePhoto(2000, 800));
    const avatar = await uploadImage(token, 'avatar', await phonePhoto());
    const theirs = await uploadImage(other.token, 'storefront-header', await phonePhoto());
    for (const [id, message] of [
      [avatar.id, uploadMessages.wrongPurpose],
      [theirs.id, uploadMessages.notFound],
    ] as const) {
      const refused = await api(
        '/creator/storefront',
        json(token, 'PUT', storefrontBody({ header_image_upload_id: id })),
      );
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toEqual({ header_image_upload_id: message });
    }
    const saved = await api(
      '/creator/storefront',
      json(token, 'PUT', storefrontBody({ header_image_upload_id: header.id })),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.storefront.header_image_url).toBe(header.url);
    expect(header.url).toMatch(/\/1600x500\.webp$/);
  });
});

describe('a UGC submission', () => {
  it('an uploaded image fills the content URL; a pasted https link still works; neither is 400 at content_url', async () => {
    const brand = await brandWithStore(1);
    const { token } = await onboardedCreator();
    const image = await uploadImage(token, 'ugc', await phonePhoto(1200, 1600));
    const base = { brand_id: brand.brandId, content_type: 'photo', content_description: 'Unboxing' };
    const uploaded = await api(
      '/creator/ugc-submissions',
      json(token, 'POST', { ...base, content_upload_id: image.id }),
    );
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.submission.content_url).toBe(image.url);
    const pasted = await api(
      '/creator/ugc-submissions',
      json(token, 'POST', { ...base, content_url: 'https://www.tiktok.com/@me/video/1' }),
    );
    expect(pasted.status).toBe(201);
    expect(pasted.body.submission.content_url).toBe('https://www.tiktok.com/@me/video/1');
    const neither = await api('/creator/ugc-submissions', json(token, 'POST', base));
    expect(neither.status).toBe(400);
    expect(neither.body.error.fields).toEqual({ content_url: 'Please enter the content URL' });
    const avatar = await uploadImage(token, 'avatar', await phonePhoto());
    const wrong = await api(
      '/creator/ugc-submissions',
      json(token, 'POST', { ...base, content_upload_id: avatar.id }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ content_upload_id: uploadMessages.wrongPurpose });
  });
});
