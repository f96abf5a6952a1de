import { useQueryClient } from '@tanstack/react-query';
import type { PastNumero } from '@wl/contract/routes/lottery';
import { useLiveEvent } from '../../lib/live-events';
import { lotteryKeys } from './lottery-queries';

/**
 * While a lottery page is open, each `lotteryDraw` event of the live socket (issue 14) shows at once: the game's last
 * result takes the pushed draw, and its history, open numero and the menus are fetched again (the seed is revealed
 * with the draw, and the next numero opens).
 */
export function useLiveDraws(): void {
  const queryClient = useQueryClient();
  useLiveEvent('lotteryDraw', (draw) => {
    queryClient.setQueryData<PastNumero | null>(lotteryKeys.last(draw.gameCode), (previous) => ({
      numero: draw.numero,
      drawTime: previous?.numero === draw.numero ? previous.drawTime : draw.drawnAt,
      state: 'drawn',
      result: draw.result,
      drawnAt: draw.drawnAt,
      seedHash: previous?.numero === draw.numero ? previous.seedHash : null,
      seed: previous?.numero === draw.numero ? previous.seed : null,
    }));
    void queryClient.invalidateQueries({ queryKey: lotteryKeys.history(draw.gameCode) });
    void queryClient.invalidateQueries({ queryKey: lotteryKeys.open(draw.gameCode) });
    void queryClient.invalidateQueries({ queryKey: lotteryKeys.menus });
  });
}
