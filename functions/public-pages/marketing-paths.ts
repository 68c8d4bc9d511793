import { type MarketingPath, marketingPaths } from '../../web/src/public/pages/marketing-page';

export const isMarketingPath = (path: string): path is MarketingPath =>
  (marketingPaths as readonly string[]).includes(path);
