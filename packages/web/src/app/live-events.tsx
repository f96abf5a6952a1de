import { useLiveBalance } from '../features/wallet/balance';

/** Mounted once for the whole site: the live events of a logged-in member. */
export function LiveEvents() {
  useLiveBalance();
  return null;
}
