import * as z from 'zod/mini';

const id = (label: string) =>
  z
    .string()
    .check(
      z.minLength(1, `${label} is required`),
      z.maxLength(64, `${label} is too long`),
      z.regex(/^[\w-]+$/, `${label} is not valid`),
    );

export const brandParams = z.object({ brandId: id('Brand id') });
export const brandProductParams = z.object({ brandId: id('Brand id'), productId: id('Product id') });

/** 'Contact Brand' (spec 2.5): Subject and Message, both required. */
export const brandMessageSchema = z.strictObject(
  {
    subject: z
      .string({ error: 'Please enter a subject' })
      .check(
        z.trim(),
        z.minLength(1, 'Please enter a subject'),
        z.maxLength(200, 'Subject must be at most 200 characters'),
      ),
    message: z
      .string({ error: 'Please enter a message' })
      .check(
        z.trim(),
        z.minLength(1, 'Please enter a message'),
        z.maxLength(5000, 'Message must be at most 5000 characters'),
      ),
  },
  { error: 'Send the subject and message as JSON' },
);

/** 'Request Sample': an optional note to the brand. The body itself may be left out. */
export const sampleRequestSchema = z.pipe(
  z.optional(
    z.strictObject(
      {
        message: z.pipe(
          z.optional(
            z.nullable(
              z
                .string({ error: 'Message must be text' })
                .check(z.trim(), z.maxLength(1000, 'Message must be at most 1000 characters')),
            ),
          ),
          z.transform((value) => (value ? value : null)),
        ),
      },
      { error: 'Send the request as a JSON object' },
    ),
  ),
  z.transform((value) => value ?? { message: null }),
);
