import type * as z from 'zod/mini';
import type { ugcRequest } from '../../../contracts/ugc';
import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';
import { nullsOf } from '../../shared/data/nulls';

export type UgcRequest = z.infer<typeof ugcRequest>;

const isOpen = (attr: { status?: string }) => attr.status === 'open';

/**
 * ugc_requests (spec 3): under the brand, the id time-sortable, so the brand's list is one Query, newest
 * first. While open (and only then: `isOpen`) it also sits in two sparse index partitions: every brand's
 * open requests (directory, Explore's Content tab) and this brand's (byOwner, its profile's Content
 * Opportunities), so creators never list a closed one. The brand's name and logo are copied in so a
 * creator's list is one Query.
 */
export const ugcRequestEntity = defineEntity({
  model: { entity: 'ugc-request', version: '1', service: SERVICE },
  attributes: {
    brand_id: { type: 'string', required: true },
    id: { type: 'string', required: true },
    brand_name: { type: 'string', required: true },
    brand_logo_url: { type: 'string' },
    title: { type: 'string', required: true },
    description: { type: 'string', required: true },
    /** Photos are only ever unrequested content. */
    content_type: { type: ['reel', 'post', 'story', 'video', 'tiktok'] as const, required: true },
    budget_cents: { type: 'number', required: true },
    licensing_terms: { type: 'string' },
    licensing_duration_months: { type: 'number', required: true },
    duration_seconds: { type: 'number' },
    /** YYYY-MM-DD. */
    deadline: { type: 'string' },
    status: { type: ['open', 'closed'] as const, required: true },
    created_at: { type: 'string', required: true },
    closed_at: { type: 'string' },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'BRAND#${brand_id}'), sk: tableKey('sk', 'UGCREQ#${id}') },
    brandOpen: {
      index: 'byOwner',
      condition: isOpen,
      pk: tableKey('gsi1pk', 'BRAND#${brand_id}#UGC#OPEN'),
      sk: tableKey('gsi1sk', '${created_at}#${id}'),
    },
    allOpen: {
      index: 'directory',
      condition: isOpen,
      pk: tableKey('gsi2pk', 'UGC#OPEN'),
      sk: tableKey('gsi2sk', '${created_at}#${id}'),
    },
  },
});

export const asUgcRequest = nullsOf<UgcRequest>(ugcRequestEntity);
