import { useQueryClient } from '@tanstack/react-query';
import type { PastNumero } from '@wl/contract/routes/lottery';
import { useLiveEvent } from '../../../lib/live-events';
import { lotteryMenusKey } from '../api/lottery-menus';
import { openedNumeroKey } from '../api/opened-numero';
import { lastResultKey, openedNumerosKey } from '../api/opened-numeros';

/**
 * While a lottery page is open, each `lotteryDraw` event of the live socket (issue 14) shows at once: the game's last
 * result takes the pushed draw, and its history, open numero and the menus are fetched again (the seed is revealed
 * with the draw, and the next numero opens).
 */
export function useLiveDraws(): void {
  const queryClient = useQueryClient();
  useLiveEvent('lotteryDraw', (draw) => {
    queryClient.setQueryData<PastNumero | null>(lastResultKey(draw.gameCode), (previous) => ({
      numero: draw.numero,
      drawTime: previous?.numero === draw.numero ? previous.drawTime : draw.drawnAt,
      state: 'drawn',
      result: draw.result,
      drawnAt: draw.drawnAt,
      seedHash: previous?.numero === draw.numero ? previous.seedHash : null,
      seed: previous?.numero === draw.numero ? previous.seed : null,
    }));
    void queryClient.invalidateQueries({ queryKey: openedNumerosKey(draw.gameCode) });
    void queryClient.invalidateQueries({ queryKey: openedNumeroKey(draw.gameCode) });
    void queryClient.invalidateQueries({ queryKey: lotteryMenusKey });
  });
}
