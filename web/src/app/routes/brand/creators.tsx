import { CreatorsScreen } from '../../../features/brand-creators/components/creators-screen';

export const BrandCreatorsRoute = () => <CreatorsScreen />;
