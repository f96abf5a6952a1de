import { useLotteryMenus } from '../features/lottery/api/lottery-menus';
import { brandLotteryPath, type LotteryPath, lotteryPagesOf } from '../lib/lottery-pages';
import { useSiteInfo } from '../lib/site-status';

export interface LotteryPages {
  /** The lottery pages with games, the one the Lottery entry opens first; empty for a brand without lottery. */
  pages: LotteryPath[];
  /** False until the lottery menus have answered (or failed): until then `pages` is the brand's own page. */
  settled: boolean;
}

/**
 * The lottery pages the navigation, the drawer, the side menu and the home page link (spec 2 "Top navigation":
 * /vnLottery, /seaLottery or /lottery), from the public lottery menus. Until they answer, and if they cannot be
 * read, the brand's configured lottery page stands in.
 */
export function useLotteryPages(): LotteryPages {
  const info = useSiteInfo();
  const menus = useLotteryMenus();
  const brandPath = brandLotteryPath(info.lotteryType);
  if (!menus.data) return { pages: [brandPath], settled: !menus.isPending };
  return { pages: lotteryPagesOf(menus.data.gameMenus, brandPath), settled: true };
}
