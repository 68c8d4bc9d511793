/**
 * Which creator an order belongs to (docs/architecture.md section 5, one creator per order), as a pure decision
 * over what the readers found (find-attribution.ts): the `ref` cart attribute, else `ref` in the landing
 * site, else a discount code that is a creator's approved code at this brand. A link and another
 * creator's code disagreeing: the link wins, and the receipt says so.
 */

export interface LinkCandidate {
  source: 'cart_attribute' | 'landing_site';
  code: string;
  creatorId: string;
  productId: string;
}

export interface CodeCandidate {
  code: string;
  creatorId: string;
}

export type Attribution =
  | {
      attributed: true;
      creatorId: string;
      method: 'link' | 'code';
      /** The referral code (method link) or the discount code (method code). */
      via: string;
      /** Set when a discount code of another creator was on the order too. */
      overruled_code: string | null;
      /** For the receipt: how this creator was chosen. */
      explanation: string;
    }
  | { attributed: false; explanation: string };

const SOURCE_WORDS: Record<LinkCandidate['source'], string> = {
  cart_attribute: "the order's ref cart attribute",
  landing_site: "the ref in the order's landing page",
};

export const decideAttribution = (input: {
  /** The first ref that named a link of this brand (cart attribute before landing site). */
  link: LinkCandidate | undefined;
  /** The order's discount codes that are approved creator codes at this brand, in order. */
  codes: readonly CodeCandidate[];
}): Attribution => {
  const { link, codes } = input;
  if (link) {
    const other = codes.find((code) => code.creatorId !== link.creatorId);
    return {
      attributed: true,
      creatorId: link.creatorId,
      method: 'link',
      via: link.code,
      overruled_code: other?.code ?? null,
      explanation: other
        ? `Referral link ${link.code} from ${SOURCE_WORDS[link.source]}; it wins over discount code ${other.code}, which belongs to another creator.`
        : `Referral link ${link.code} from ${SOURCE_WORDS[link.source]}.`,
    };
  }
  const code = codes[0];
  if (code) {
    return {
      attributed: true,
      creatorId: code.creatorId,
      method: 'code',
      via: code.code,
      overruled_code: null,
      explanation: `Discount code ${code.code}, approved for this creator.`,
    };
  }
  return { attributed: false, explanation: 'No referral link or creator discount code on this order.' };
};
