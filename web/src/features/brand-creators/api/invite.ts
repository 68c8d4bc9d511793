import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listBrandProducts } from '../../../../../contracts/brand-products';
import { createInvitation } from '../../../../../contracts/outreach';
import { type ContractInput, callApi } from '../../../lib/api-client';
import { brandQueryRoot } from '../../../lib/brand-query';

/** The brand's products a creator can be invited to: those available to creators. */
export const useInvitableProducts = (enabled: boolean) =>
  useQuery({
    queryKey: [...brandQueryRoot, 'invitable-products'],
    queryFn: async () =>
      (await callApi(listBrandProducts)).products
        .filter((product) => product.available_to_influencers)
        .map((product) => ({ id: product.id, name: product.name })),
    enabled,
  });

/** `POST /api/brand/invitations`; the brand's invitation list (Messages) is read again. */
export const useInvite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractInput<typeof createInvitation>['body']) => callApi(createInvitation, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...brandQueryRoot, 'invitations'] }),
  });
};
