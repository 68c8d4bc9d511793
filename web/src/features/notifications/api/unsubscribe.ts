import { useMutation, useQuery } from '@tanstack/react-query';
import {
  describeUnsubscribe,
  unsubscribe as unsubscribeContract,
} from '../../../../../contracts/notifications';
import { ApiError, callApi } from '../../../lib/api-client';
import { notificationsQueryRoot } from './query-keys';

/**
 * `GET /api/notifications/unsubscribe?token=`: what the e-mail's link would turn off (the address
 * partly masked). Reading it changes nothing, so opening the page (or a mail scanner fetching the link)
 * never unsubscribes anyone. A refused token is not retried: it will not become valid.
 */
export const useUnsubscribeTarget = (token: string) =>
  useQuery({
    queryKey: [...notificationsQueryRoot, 'unsubscribe', token],
    queryFn: () => callApi(describeUnsubscribe, { query: { token } }),
    enabled: token !== '',
    retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 1,
  });

/** `POST /api/notifications/unsubscribe?token=`: the page's button (idempotent, signed out). */
export const useUnsubscribe = (token: string) =>
  useMutation({ mutationFn: () => callApi(unsubscribeContract, { query: { token } }) });
