import { Navigate, useLocation } from 'react-router';
import { useLotteryPages } from './use-lottery-pages';

/**
 * Spec 2 "Category prefixes": /lott is LOTT and /elott ELOTT. Both open the lottery where its Lottery entry does
 * (the first lottery page with games), keeping the query: a `gameCode` there then moves to its game's own page.
 */
export function LotteryCategoryRedirect() {
  const { search } = useLocation();
  const { pages, settled } = useLotteryPages();
  if (!settled) return null;
  return <Navigate to={{ pathname: pages[0] ?? '/lottery', search }} replace />;
}
