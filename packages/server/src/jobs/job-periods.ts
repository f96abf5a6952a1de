import { previousWindow, windowAt, windowOfKey } from '../domain/brand-periods.js';
import type { BrandRepo } from '../modules/brands/brand-repo.js';
import {
  type BrandRef,
  type JobSchedule,
  type PerBrand,
  type Period,
  periodAt,
  periodOfKey,
  previousPeriod,
} from './period.js';

/** Where per-brand jobs learn the brands and their time zones (the brands repo, read at each tick). */
export type BrandSource = () => Promise<BrandRef[]>;

export function brandSourceOf(brands: Pick<BrandRepo, 'all'>): BrandSource {
  return async () => (await brands.all()).map((b) => ({ id: b.id, code: b.code, timeZone: b.timeZone }));
}

const SEPARATOR = '/';

function brandPeriod(brand: BrandRef, window: { key: string; start: Date; end: Date }): Period {
  return { key: `${brand.code}${SEPARATOR}${window.key}`, start: window.start, end: window.end, brand };
}

/** The brand's latest window that ended at least the grace ago. */
function dueWindow(s: PerBrand, brand: BrandRef, now: Date) {
  const running = windowAt(s.cadence, brand.timeZone, new Date(now.getTime() - s.graceMs));
  return previousWindow(brand.timeZone, running);
}

/**
 * The periods of any job schedule: a plain one (period.ts: every, hourly, daily) has one current period; a per-brand
 * one has, for each brand, its latest window due (ended plus the grace), keyed `<brand>/<window key>`.
 */
export function createJobPeriods(brands: BrandSource) {
  return {
    /** The periods due now, one per brand for a per-brand job. */
    async current(s: JobSchedule, now: Date): Promise<Period[]> {
      if (s.kind !== 'per-brand') return [periodAt(s, now)];
      return (await brands()).map((brand) => brandPeriod(brand, dueWindow(s, brand, now)));
    },

    previous(s: JobSchedule, p: Period): Period {
      if (s.kind !== 'per-brand') return previousPeriod(s, p);
      if (!p.brand) throw new Error(`period ${p.key} has no brand`);
      const window = windowOfKey(s.cadence, p.brand.timeZone, p.key.slice(p.brand.code.length + 1));
      if (!window) throw new Error(`period ${p.key} is not a ${s.cadence} window`);
      return brandPeriod(p.brand, previousWindow(p.brand.timeZone, window));
    },

    /** The period a key names, or null (an unknown brand, or not one of the schedule's keys). */
    async ofKey(s: JobSchedule, key: string): Promise<Period | null> {
      if (s.kind !== 'per-brand') return periodOfKey(s, key);
      const cut = key.indexOf(SEPARATOR);
      if (cut < 1) return null;
      const brand = (await brands()).find((b) => b.code === key.slice(0, cut));
      const window = brand ? windowOfKey(s.cadence, brand.timeZone, key.slice(cut + 1)) : null;
      return brand && window ? brandPeriod(brand, window) : null;
    },

    /** How long until the next period of the schedule is due. */
    async untilNext(s: JobSchedule, now: Date): Promise<number> {
      if (s.kind !== 'per-brand') return periodAt(s, now).end.getTime() - now.getTime();
      const waits = (await brands()).map((brand) => {
        const running = windowAt(s.cadence, brand.timeZone, new Date(now.getTime() - s.graceMs));
        return running.end.getTime() + s.graceMs - now.getTime();
      });
      return waits.length ? Math.min(...waits) : Number.POSITIVE_INFINITY;
    },

    /** The prefix a period's runs share in `job_runs` (a brand's, for a per-brand job), for catching up. */
    prefixOf(p: Period): string {
      return p.brand ? `${p.brand.code}${SEPARATOR}` : '';
    },
  };
}

export type JobPeriods = ReturnType<typeof createJobPeriods>;
