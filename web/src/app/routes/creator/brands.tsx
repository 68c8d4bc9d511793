import { BrandsScreen } from '../../../features/creator-brands/components/brands-screen';

export const CreatorBrandsRoute = () => <BrandsScreen />;
