import { z } from 'zod';

/**
 * The one error envelope of every failed API call (DESIGN.md):
 * a human message plus, for invalid input, one message per field.
 */
export const errorEnvelope = z.object({
  result: z.literal('error'),
  errorMessage: z.string(),
  message: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export const resultSuccess = z.literal('success');

/** The statuses an envelope may carry, each with the response schema routes declare. */
export const errorResponses = {
  400: errorEnvelope,
  401: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  413: errorEnvelope,
  422: errorEnvelope,
  429: errorEnvelope,
  500: errorEnvelope,
  503: errorEnvelope,
} as const;
