import { z } from 'zod';
import { id } from '../inputs.js';
import { relayAction } from '../route-def.js';

/** Spec 7 "Wallet and home": an agent's salary and dividend contracts with a downline (the agent centre). */

const contractAction = z.object({
  action: z.enum(['accept', 'reject', 'terminate', 'request', 'terminationRequest']),
  contractId: id().optional(),
  downlineId: id().optional(),
  rate: z.number().min(0).max(100).optional(),
});

export const agentRoutes = {
  dividendRequest: relayAction(
    '/wps/relay/MCS2_processDividendReq',
    'Dividend contract action',
    'agent',
    contractAction,
  ),
  dailySalary: relayAction(
    '/wps/relay/MCS2_processDailySalContract',
    'Daily salary contract action',
    'agent',
    contractAction,
  ),
  hourlySalary: relayAction(
    '/wps/relay/MCS2_processContractHourSalary',
    'Hourly salary contract action',
    'agent',
    contractAction,
  ),
  realtimeSalary: relayAction(
    '/wps/relay/MCSFE_processRealTimeSalaryContract',
    'Real-time salary contract action',
    'agent',
    contractAction,
  ),
};
