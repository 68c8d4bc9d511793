import { CreditsScreen } from '../../../features/creator-credits/components/credits-screen';

/** Sample Credits (/creator/credits). */
export const CreatorCreditsRoute = () => <CreditsScreen />;
