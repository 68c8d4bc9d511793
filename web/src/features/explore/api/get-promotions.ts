import { useQuery } from '@tanstack/react-query';
import { listPromotions } from '../../../../../contracts/terms';
import { type ContractOutput, callApi } from '../../../lib/api-client';

/** A brand's time-limited offer as Explore → Promotions lists it. */
export type Promotion = ContractOutput<typeof listPromotions>['offers'][number];

/** `GET /api/creator/promotions`: the offers running now or coming, soonest ending first. */
export const usePromotions = () =>
  useQuery({
    queryKey: ['explore', 'promotions'],
    queryFn: async () => (await callApi(listPromotions)).offers,
    staleTime: 60_000,
  });
