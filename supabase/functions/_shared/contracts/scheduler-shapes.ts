/** What the scheduler's calls take: pg_net posts `{}` (any field is ignored). Pure (zod only). */
import { z } from 'zod';

/** The scheduler's body: `{}` or empty; fields are ignored. */
export const schedulerRequest = z.object({});
