/**
 * The live socket's `lotteryDraw` events (issue 14), handed from the socket (features/wallet/live-message.ts) to the
 * lottery pages, which show the result at once and fetch the game's numeros again. Nothing here imports the
 * contract's schemas: the socket already read the frame with them.
 */
export interface LotteryDrawNotice {
  gameCode: string;
  numero: string;
  result: string[];
  drawnAt: string;
}

type Listener = (draw: LotteryDrawNotice) => void;
const listeners = new Set<Listener>();

export function publishLotteryDraw(draw: LotteryDrawNotice): void {
  for (const listener of listeners) listener(draw);
}

/** Listens to drawn numeros until the answered function is called. */
export function onLotteryDraw(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
