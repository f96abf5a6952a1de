import { useSession } from '../../lib/use-session';

/** Favourites and real play need a real account (spec 6): trial sessions do not ask. */
export const useCanFavourite = () => {
  const session = useSession();
  return session.isLogin && !session.isTrial;
};
