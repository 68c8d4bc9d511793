import { useMutation } from '@tanstack/react-query';
import { MESSAGE_MAX, SUBJECT_MAX, sendBrandMessage } from '../../../../../contracts/creator-brands';
import { type ContractInput, callApi } from '../../../lib/api-client';

export { MESSAGE_MAX, SUBJECT_MAX };

/** `POST /api/creator/brands/{brandId}/messages`: 'Contact Brand', kept in the brand's inbox. */
export const sendMessage = async ({
  brandId,
  ...body
}: ContractInput<typeof sendBrandMessage>['body'] & { brandId: string }): Promise<void> => {
  await callApi(sendBrandMessage, { params: { brandId }, body });
};

/** Nothing on this creator's screens shows sent messages, so there is nothing to invalidate. */
export const useSendMessage = () => useMutation({ mutationFn: sendMessage });
