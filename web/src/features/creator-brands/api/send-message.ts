import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGE_MAX, SUBJECT_MAX, sendBrandMessage } from '../../../../../contracts/creator-brands';
import { type ContractInput, callApi } from '../../../lib/api-client';
import { messagesQueryKey } from '../../../lib/unread-messages';

export { MESSAGE_MAX, SUBJECT_MAX };

/** `POST /api/creator/brands/{brandId}/messages`: 'Contact Brand', the start of a thread with the brand. */
export const sendMessage = async ({
  brandId,
  ...body
}: ContractInput<typeof sendBrandMessage>['body'] & { brandId: string }): Promise<void> => {
  await callApi(sendBrandMessage, { params: { brandId }, body });
};

/** The creator's Messages shows the thread: it is read again. */
export const useSendMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesQueryKey('creator') }),
  });
};
