import * as z from 'zod';

const id = (label: string) =>
  z
    .string()
    .min(1, `${label} is required`)
    .max(64, `${label} is too long`)
    .regex(/^[\w-]+$/, `${label} is not valid`);

export const brandParams = z.object({ brandId: id('Brand id') });
export const brandProductParams = z.object({ brandId: id('Brand id'), productId: id('Product id') });

/** 'Contact Brand' (spec 2.5): Subject and Message, both required. */
export const brandMessageSchema = z
  .object(
    {
      subject: z
        .string({ error: 'Please enter a subject' })
        .trim()
        .min(1, 'Please enter a subject')
        .max(200, 'Subject must be at most 200 characters'),
      message: z
        .string({ error: 'Please enter a message' })
        .trim()
        .min(1, 'Please enter a message')
        .max(5000, 'Message must be at most 5000 characters'),
    },
    { error: 'Send the subject and message as JSON' },
  )
  .strict();

/** 'Request Sample': an optional note to the brand. The body itself may be left out. */
export const sampleRequestSchema = z
  .object(
    {
      message: z
        .string({ error: 'Message must be text' })
        .trim()
        .max(1000, 'Message must be at most 1000 characters')
        .nullable()
        .optional()
        .transform((value) => (value ? value : null)),
    },
    { error: 'Send the request as a JSON object' },
  )
  .strict()
  .optional()
  .transform((value) => value ?? { message: null });
