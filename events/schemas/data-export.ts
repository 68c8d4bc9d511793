import * as z from 'zod/mini';

const id = z.string().check(z.minLength(1));

/** Issue 35: a person asked for their data (Your data → Download my data); the builder starts. */
export const dataExportRequestedV1 = z.object({
  version: z.literal(1),
  userId: id,
  role: z.enum(['brand', 'creator']),
  exportId: id,
});

/** Issue 35: a person's data export is built and stored; they are e-mailed its link, which expires. */
export const dataExportReadyV1 = z.object({
  version: z.literal(1),
  userId: id,
  role: z.enum(['brand', 'creator']),
  exportId: id,
  /** The presigned GET of the ZIP. */
  url: z.string().check(z.minLength(1)),
  linkExpiresAt: z.string(),
  sizeBytes: z.number(),
});

export type DataExportRequestedV1 = z.infer<typeof dataExportRequestedV1>;
export type DataExportReadyV1 = z.infer<typeof dataExportReadyV1>;

export const dataExportRequestedExample: DataExportRequestedV1 = {
  version: 1,
  userId: '6f1c2a9e-0d1b-4c55-9a57-2d1d6b0c8f10',
  role: 'creator',
  exportId: 'dx_01JD0000000000000000000000',
};

export const dataExportReadyExample: DataExportReadyV1 = {
  version: 1,
  userId: '6f1c2a9e-0d1b-4c55-9a57-2d1d6b0c8f10',
  role: 'creator',
  exportId: 'dx_01JD0000000000000000000000',
  url: 'https://exports.example.com/exports/6f1c2a9e/dx_01JD0000000000000000000000.zip?X-Amz-Expires=604800',
  linkExpiresAt: '2026-12-07T10:00:00.000Z',
  sizeBytes: 48213,
};
