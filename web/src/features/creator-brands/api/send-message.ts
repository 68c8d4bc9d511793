import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const SUBJECT_MAX = 200;
export const MESSAGE_MAX = 5000;

/** `POST /api/creator/brands/{brandId}/messages`: 'Contact Brand', kept in the brand's inbox. */
export const sendMessage = async ({
  brandId,
  ...body
}: {
  brandId: string;
  subject: string;
  message: string;
}): Promise<void> => {
  await apiFetch(`/creator/brands/${encodeURIComponent(brandId)}/messages`, { method: 'POST', json: body });
};

/** Nothing on this creator's screens shows sent messages, so there is nothing to invalidate. */
export const useSendMessage = () => useMutation({ mutationFn: sendMessage });
