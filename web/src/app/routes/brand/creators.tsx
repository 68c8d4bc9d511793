import { CreatorsScreen } from '../../../features/brand-creators/components/creators-screen';
import { CreatorTermsButton } from '../../../features/brand-terms/components/creator-terms-button';
import { CreatorTermsList } from '../../../features/brand-terms/components/creator-terms-list';

/** Creators (spec 2.4) with per-creator terms (issue 21): a Terms action per creator and the list. */
export const BrandCreatorsRoute = () => (
  <CreatorsScreen
    terms={<CreatorTermsList />}
    termsAction={(creator) => <CreatorTermsButton creator={creator} />}
  />
);
