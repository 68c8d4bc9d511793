import { ExploreScreen } from '../../features/marketplace/components/explore-screen';

/** Explore Shop: public at /marketplace, and the creator's Explore at /creator/explore (spec 2.1). */
export const ExploreRoute = () => <ExploreScreen />;
