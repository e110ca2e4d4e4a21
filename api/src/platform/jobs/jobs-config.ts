// How often the job runner runs (JOBS_INTERVAL_MS): every 10 s by default, 0 = off (a
// replica that should only serve requests). Part of the api's environment (env.ts reads it
// once at boot); tests build the app without a runner and drive jobs themselves
// (runJobsOnce with a movable clock).
import { z } from 'zod';
import { blankIsUnset } from '../env-fields.ts';

export const jobsEnvShape = {
  JOBS_INTERVAL_MS: blankIsUnset(z.coerce.number().int().min(0).max(3_600_000).default(10_000)),
};
