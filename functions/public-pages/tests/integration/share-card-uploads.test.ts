/**
 * Share cards with uploaded images (issue 34): an avatar or header is stored as WebP, which the cards'
 * renderer cannot read, so the card fetches the JPEG the processor writes beside it. Run in the test's
 * process against the local cloud's site, allowed on loopback as the local cloud allows it.
 */
import { describe, expect, it } from 'vitest';
import { onboardedCreator } from '../../../../tests/support/brand';
import { outputs } from '../../../../tests/support/cloud';
import { phonePhoto, uploadImage } from '../../../../tests/support/uploads';
import { fetchPicture } from '../../card/card-pictures';

const noSvgExpected = (): Buffer => {
  throw new Error('an uploaded image is never an SVG');
};

describe('a share card’s picture from an upload', () => {
  it('an uploaded avatar (WebP) reaches the card as its JPEG, whole', async () => {
    const { token } = await onboardedCreator();
    const upload = await uploadImage(token, 'avatar', await phonePhoto());
    expect(upload.url).toMatch(/\.webp$/);
    process.env.LOCAL_PICTURE_ORIGINS = new URL(outputs().WebUrl).origin;
    const picture = await fetchPicture(upload.url, outputs().WebUrl, noSvgExpected);
    // A JPEG's first bytes (FF D8 FF) in base64.
    expect(picture).toMatch(/^data:image\/jpeg;base64,\/9j\//);
  });
});
