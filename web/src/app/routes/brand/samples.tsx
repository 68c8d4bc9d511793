import { SamplesScreen } from '../../../features/brand-samples/components/samples-screen';

/** Samples (/brand/samples): sample orders redeemed with credits and creators' sample requests. */
export const BrandSamplesRoute = () => <SamplesScreen />;
