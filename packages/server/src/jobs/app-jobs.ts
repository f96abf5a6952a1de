import { depositExpiryJob, p2pTimeoutJob, testGatewayCallbackJob } from './cashier-jobs.js';
import { cleanupJob } from './cleanup-job.js';
import type { JobDefinition } from './job-definition.js';
import { lotteryDeadlineJob, lotteryDrawJob, lotteryScheduleJob, lotterySettleJob } from './lottery-jobs.js';

/**
 * The jobs every server instance schedules, and the ones `npm run admin -- jobs` knows. A new job is declared in
 * its own file (scheduler.ts says how) and listed here; the services it uses it names in `needs` (JobServices), and
 * the runner hands them over from the composition root (src/services.ts).
 */
export function appJobs(): JobDefinition[] {
  return [
    cleanupJob,
    testGatewayCallbackJob,
    depositExpiryJob,
    p2pTimeoutJob,
    lotteryScheduleJob,
    lotteryDrawJob,
    lotteryDeadlineJob,
    lotterySettleJob,
  ];
}
