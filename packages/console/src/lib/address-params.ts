import { useSearchParams } from 'react-router';

/**
 * A desk's filters live in the address (a link or a reload shows the same queue): `setParam` sets or
 * clears one and goes back to the first page, unless it is the page itself.
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  return { params, setParams, setParam, pageNo };
}

export type SortOrder = 'asc' | 'desc';

/** What a queue offers: its tabs (the first is where it opens), the columns it sorts by, its filters' keys. */
export interface QueueSpec<Tab extends string, Column extends string> {
  /** The address key of the tab (`status`; the P2P desk's `state`). */
  tabKey?: string;
  tabs: readonly Tab[];
  /** The tab the queue opens on; left out of the address. Default: the first. */
  defaultTab?: Tab;
  sorts: readonly Column[];
  /** The order the queue opens in; left out of the address. */
  defaultSort: { by: Column; order: SortOrder };
}

/**
 * A queue's view kept in the address (the status tab, the sort, the filters, the page), so a reload or a shared
 * link shows the same view. Anything the address says that the queue does not offer reads as its default. Changing
 * the tab, a filter or the sort goes back to the first page; the defaults are left out of the address.
 */
export function useQueueAddress<Tab extends string, Column extends string>(spec: QueueSpec<Tab, Column>) {
  const { params, setParams, setParam, pageNo } = useAddressParams();
  const tabKey = spec.tabKey ?? 'status';
  const defaultTab = spec.defaultTab ?? (spec.tabs[0] as Tab);
  const pick = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
    options.find((o) => o === value) ?? fallback;
  const tab = pick(spec.tabs, params.get(tabKey), defaultTab);
  const sortBy = pick(spec.sorts, params.get('sort'), spec.defaultSort.by);
  // An order without its column means nothing: the default column keeps its default order.
  const order: SortOrder = params.has('sort')
    ? params.get('order') === 'asc'
      ? 'asc'
      : 'desc'
    : pick(['asc', 'desc'] as const, params.get('order'), spec.defaultSort.order);

  const setTab = (next: Tab) => setParam(tabKey, next === defaultTab ? '' : next);
  /** Sorts by a column: newest or largest first, and the other way when it is sorted by it already. */
  const toggleSort = (column: Column) => {
    const nextOrder: SortOrder = sortBy === column && order === 'desc' ? 'asc' : 'desc';
    const next = new URLSearchParams(params);
    if (column === spec.defaultSort.by && nextOrder === spec.defaultSort.order) {
      next.delete('sort');
      next.delete('order');
    } else {
      next.set('sort', column);
      next.set('order', nextOrder);
    }
    next.delete('page');
    setParams(next);
  };
  return {
    tab,
    setTab,
    sort: { by: sortBy, order },
    toggleSort,
    /** A filter's value ('' when not set). */
    filter: (key: string) => params.get(key) ?? '',
    setFilter: (key: string, value: string) => setParam(key, value),
    pageNo,
    setPage: (page: number) => setParam('page', page > 1 ? String(page) : ''),
  };
}

export type QueueAddress<Tab extends string, Column extends string> = ReturnType<typeof useQueueAddress<Tab, Column>>;
