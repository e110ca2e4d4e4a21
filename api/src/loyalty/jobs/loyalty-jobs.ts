// The Beauty Pass jobs, in the order they must run in one round: spend that became valid
// counts before the year it belongs to is closed.
import type { Job } from '../../platform/jobs/job-runner.ts';
import { birthdayJob } from './birthday.ts';
import { countTierSpendJob } from './count-tier-spend.ts';
import { expirePointsJob } from './expire-points.ts';
import { yearEndJob } from './year-end.ts';
import { abandonedRewardHoldsJob } from '../rewards/release-abandoned-holds.ts';

export function loyaltyJobs(): Job[] {
  return [countTierSpendJob(), yearEndJob(), expirePointsJob(), birthdayJob(), abandonedRewardHoldsJob()];
}
