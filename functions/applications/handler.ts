import * as z from 'zod/mini';
import { getBrandOfUserOrThrow } from '../shared/data/entities/brand';
import { createFeatureHandler, defineRoute } from '../shared/http/api-handler';
import { productRefFields } from '../shared/http/id-fields';
import { applyToPromote } from './apply-to-promote';
import { decide } from './decide-application';

const applicationParams = z.object({ applicationId: z.string().check(z.minLength(3), z.maxLength(160)) });

export const handler = createFeatureHandler({
  'POST /api/creator/applications': defineRoute(
    {
      body: z.strictObject({
        ...productRefFields,
        message: z.optional(
          z
            .string({ error: 'Message must be text' })
            .check(z.maxLength(1000, 'Message must be at most 1000 characters')),
        ),
      }),
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
