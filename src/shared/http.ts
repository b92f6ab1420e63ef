import { z } from 'zod';

/**
 * The JSON body the server sends with every non-2xx response. `errors` maps form field names to
 * messages so clients can show validation problems next to the offending inputs.
 */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
