import { describe, expect, it } from 'vitest';
import { decideAttribution } from '../../sales/attribution';

const link = { source: 'cart_attribute' as const, code: 'ava-serum', creatorId: 'ava', productId: 'p1' };

describe('attribution precedence (one creator per order)', () => {
  it('a link wins, alone', () => {
    expect(decideAttribution({ link, codes: [] })).toMatchObject({
      attributed: true,
      creatorId: 'ava',
      method: 'link',
      via: 'ava-serum',
      overruled_code: null,
    });
  });

  it("a link wins over another creator's code, and the receipt says so", () => {
    const decision = decideAttribution({ link, codes: [{ code: 'BEN10', creatorId: 'ben' }] });
    expect(decision).toMatchObject({
      attributed: true,
      creatorId: 'ava',
      method: 'link',
      overruled_code: 'BEN10',
    });
    expect(decision.explanation).toContain('BEN10');
    expect(decision.explanation).toContain('another creator');
  });

  it("the same creator's code beside the link is not an overrule", () => {
    expect(decideAttribution({ link, codes: [{ code: 'AVA10', creatorId: 'ava' }] })).toMatchObject({
      creatorId: 'ava',
      overruled_code: null,
    });
  });

  it('without a link, the first creator code attributes', () => {
    expect(
      decideAttribution({
        link: undefined,
        codes: [
          { code: 'BEN10', creatorId: 'ben' },
          { code: 'CY5', creatorId: 'cy' },
        ],
      }),
    ).toMatchObject({ attributed: true, creatorId: 'ben', method: 'code', via: 'BEN10' });
  });

  it('a landing-site ref is named as such on the receipt', () => {
    const decision = decideAttribution({ link: { ...link, source: 'landing_site' }, codes: [] });
    expect(decision.explanation).toContain('landing page');
  });

  it('nothing to go on: not attributed', () => {
    expect(decideAttribution({ link: undefined, codes: [] })).toMatchObject({ attributed: false });
  });
});
