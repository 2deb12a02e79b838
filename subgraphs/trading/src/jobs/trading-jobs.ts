import { defineJob, type JobData } from '@platform/jobs';
import type { TradeService } from '../services/trade.service.js';

export const TRADING_JOB = {
  expire: 'trading.expire-trades',
  settleStalled: 'trading.settle-stalled',
} as const;

/** Reads already show an overdue trade as expired; the job writes it for lists and reports. */
export const TRADING_SCHEDULES: Array<[string, string]> = [
  ['5 minutes', TRADING_JOB.expire],
  ['1 minute', TRADING_JOB.settleStalled],
];

export function tradingJobs(trades: TradeService) {
  return [
    defineJob<JobData>({
      name: TRADING_JOB.expire,
      description: 'Moves pending trades past their expiry to expired',
      concurrency: 1,
      async handler(_data, { logger }) {
        logger.info(await trades.expireOverdue(), 'overdue trades expired');
      },
    }),
    defineJob<JobData>({
      name: TRADING_JOB.settleStalled,
      description: 'Finishes trade accepts whose process stopped while moving the holdings',
      concurrency: 1,
      async handler(_data, { logger }) {
        const result = await trades.settleStalled();
        if (result.settled) logger.info(result, 'stalled trade settlements finished');
      },
    }),
  ];
}
