import { type MarketingPath, marketingPaths } from '../../ui/public/pages/marketing-page';

export const isMarketingPath = (path: string): path is MarketingPath =>
  (marketingPaths as readonly string[]).includes(path);
