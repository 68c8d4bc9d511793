import {
  type RotationGraceHours,
  restrictDiscountCode,
  rotateDiscountCode,
} from '../../../../../contracts/partnerships';
import { callApi } from '../../../lib/api-client';
import { useCodeMutation } from './decide-discount-code';

/**
 * Issue 36, leaked codes: `POST /api/brand/discount-codes/{creatorId}/rotate` (a new code in the store,
 * the old one ending after the grace period) and `.../once-per-customer`.
 */
export const useRotateDiscountCode = () =>
  useCodeMutation(
    async (input: { creatorId: string; graceHours: RotationGraceHours }) =>
      (
        await callApi(rotateDiscountCode, {
          params: { creatorId: input.creatorId },
          body: { grace_hours: input.graceHours },
        })
      ).discount_code,
  );

export const useRestrictDiscountCode = () =>
  useCodeMutation(
    async (creatorId: string) =>
      (await callApi(restrictDiscountCode, { params: { creatorId } })).discount_code,
  );
