import * as z from 'zod';
import { getBrandOfUserOrThrow } from '../shared/data/entities/brand';
import { createFeatureHandler, defineRoute } from '../shared/http/api-handler';
import { applyToPromote } from './apply-to-promote';
import { decide } from './decide-application';

const applicationParams = z.object({ applicationId: z.string().min(3).max(160) });

export const handler = createFeatureHandler({
  'POST /api/creator/applications': defineRoute(
    {
      body: z
        .object({
          brand_id: z.string({ error: 'brand_id is required' }).min(1, 'brand_id is required').max(64),
          product_id: z.string({ error: 'product_id is required' }).min(1, 'product_id is required').max(64),
          message: z
            .string({ error: 'Message must be text' })
            .max(1000, 'Message must be at most 1000 characters')
            .optional(),
        })
        .strict(),
    },
    async ({ caller, body }) => ({
      status: 201,
      body: { application: await applyToPromote(caller.userId, body) },
    }),
  ),
  'POST /api/brand/applications/{applicationId}/approve': defineRoute(
    { params: applicationParams },
    async ({ caller, params }) => ({
      body: {
        application: await decide(
          await getBrandOfUserOrThrow(caller.userId),
          params.applicationId,
          'approved',
        ),
      },
    }),
  ),
  'POST /api/brand/applications/{applicationId}/deny': defineRoute(
    { params: applicationParams },
    async ({ caller, params }) => ({
      body: {
        application: await decide(await getBrandOfUserOrThrow(caller.userId), params.applicationId, 'denied'),
      },
    }),
  ),
});
