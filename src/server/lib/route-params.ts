import { z } from 'zod';
import { positiveDbIntParamSchema } from '@shared/http';

/**
 * A route's `:id` (a row of any table): a positive whole number that fits the integer columns,
 * so `/x/abc` or `/x/99999999999` is a 422 on `id` instead of a failed query.
 */
export const idParamSchema = z.object({ id: positiveDbIntParamSchema });
