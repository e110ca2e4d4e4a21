// How often the job runner runs (JOBS_INTERVAL_MS): every 10 s by default, 0 = off (a
// replica that should only serve requests). Tests build the app without a runner and
// drive jobs themselves (runJobsOnce with a movable clock).
import { z } from 'zod';

const envSchema = z.object({
  JOBS_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
});

export function jobsIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  return envSchema.parse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''))).JOBS_INTERVAL_MS;
}
