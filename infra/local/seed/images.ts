/**
 * The demo creators' avatars and storefront headers (issue 34), uploaded as a creator uploads them: over
 * the app's HTTP API with their token (a presigned POST), the file POSTed to the local S3 as a browser
 * sends it, processed by the same function, then attached by its id in Profile Settings and the
 * storefront editor. The pictures are drawn here (shapes in each creator's colours, no text: fonts vary
 * between machines), so the demo needs no image files. Nothing here writes to the table.
 */
import sharp from 'sharp';
import type { DemoCreator } from './demo-data';
import { api, type MoneyContext } from './money-history';

/** Two colours per creator, by their place in the demo list. */
const palettes: ReadonlyArray<readonly [string, string]> = [
  ['#f472b6', '#7c3aed'],
  ['#34d399', '#0f766e'],
  ['#fbbf24', '#c2410c'],
  ['#60a5fa', '#1e3a8a'],
  ['#a3e635', '#3f6212'],
];

const avatarSvg = ([light, dark]: readonly [string, string]) => `
<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
  <rect width="640" height="640" fill="url(#g)"/>
  <circle cx="320" cy="250" r="120" fill="#ffffff" fill-opacity="0.85"/>
  <ellipse cx="320" cy="580" rx="230" ry="170" fill="#ffffff" fill-opacity="0.85"/>
</svg>`;

const headerSvg = ([light, dark]: readonly [string, string]) => `
<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="600">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
  <rect width="1800" height="600" fill="url(#g)"/>
  <circle cx="1450" cy="120" r="260" fill="#ffffff" fill-opacity="0.18"/>
  <circle cx="300" cy="560" r="340" fill="#ffffff" fill-opacity="0.12"/>
  <rect x="760" y="220" width="420" height="160" rx="80" fill="#ffffff" fill-opacity="0.2"/>
</svg>`;

interface StartedUpload {
  upload: { id: string };
  post: { url: string; fields: Record<string, string> };
}

/** Uploads one JPEG for `purpose` the way the upload component does; answers the ready upload's id. */
const uploadAs = async (
  context: MoneyContext,
  token: string,
  purpose: 'avatar' | 'storefront-header',
  jpeg: Buffer,
): Promise<string> => {
  const started = (await api(context, '/creator/uploads', {
    method: 'POST',
    token,
    body: { purpose, content_type: 'image/jpeg', size: jpeg.length },
  })) as unknown as StartedUpload;
  const form = new FormData();
  for (const [name, value] of Object.entries(started.post.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `${purpose}.jpg`);
  const sent = await fetch(started.post.url, { method: 'POST', body: form });
  if (!sent.ok) throw new Error(`seed: POST ${purpose} to S3 → ${sent.status} ${await sent.text()}`);
  const id = started.upload.id;
  const upload = await context.wait(`the ${purpose} upload processed`, async () => {
    const answer = (await api(context, `/creator/uploads/${id}`, { token })) as {
      upload: { status: string; reason: string | null };
    };
    return answer.upload.status === 'pending' ? undefined : answer.upload;
  });
  if (upload.status !== 'ready') throw new Error(`seed: the ${purpose} was refused: ${upload.reason}`);
  return id;
};

export const uploadDemoImages = async (context: MoneyContext, creators: readonly DemoCreator[]) => {
  for (const [index, creator] of creators.entries()) {
    const palette = palettes[index % palettes.length] as readonly [string, string];
    const token = await context.tokenOf(creator.email);
    const avatar = await sharp(Buffer.from(avatarSvg(palette)))
      .jpeg()
      .toBuffer();
    const header = await sharp(Buffer.from(headerSvg(palette)))
      .jpeg()
      .toBuffer();
    const avatarId = await uploadAs(context, token, 'avatar', avatar);
    const headerId = await uploadAs(context, token, 'storefront-header', header);

    // Profile Settings saves the whole profile: the one read back, with the avatar attached.
    const { creator: profile } = (await api(context, '/creator/profile', { token })) as {
      creator: Record<string, unknown>;
    };
    const {
      username,
      bio,
      follower_count,
      instagram_handle,
      tiktok_handle,
      youtube_handle,
      twitter_handle,
      niches,
      audience_band,
    } = profile;
    await api(context, '/creator/profile', {
      method: 'PUT',
      token,
      body: {
        username,
        bio,
        follower_count,
        instagram_handle,
        tiktok_handle,
        youtube_handle,
        twitter_handle,
        niches,
        audience_band,
        avatar_upload_id: avatarId,
      },
    });
    const editor = (await api(context, '/creator/storefront', { token })) as {
      storefront: Record<string, unknown>;
    };
    await api(context, '/creator/storefront', {
      method: 'PUT',
      token,
      body: { ...editor.storefront, header_image_upload_id: headerId },
    });
    context.log(`@${creator.username}: avatar and storefront header uploaded`);
  }
};
