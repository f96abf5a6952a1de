import type { Game, GameMenu } from '@wl/contract/schemas';

let nextId = 1;

/** A spec 3 Game as the server answers it. */
export function gameFixture(gameCode: string, overrides: Partial<Game> = {}): Game {
  return {
    gameType: 'RNG',
    nodeId: nextId++,
    vassalage: 'BGS',
    isTop: false,
    iconUrl: null,
    gameName: gameCode,
    displayName: gameCode.charAt(0).toUpperCase() + gameCode.slice(1),
    supportPlay: 0,
    gameCode,
    isGame: null,
    ...overrides,
  };
}

export function menuFixture(
  type: string,
  cards: { vassalage: string; name?: string; isGame?: string | null }[],
): GameMenu {
  return {
    title: type,
    gameClassify: type,
    cards: cards.map((c) => ({
      vassalage: c.vassalage,
      accountTypeName: c.vassalage,
      gameType: type,
      name: c.name ?? c.vassalage,
      isGame: c.isGame ?? null,
    })),
  };
}

/** Body of a fetch call as JSON. */
export function jsonBody(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? JSON.parse(init.body) : null;
}
