import { newServerSeed } from '../lib/secrets.js';
import type { Db } from './client.js';
import { lotteryGames } from './schema-lottery.js';

type GameSeed = Omit<typeof lotteryGames.$inferInsert, 'brandId' | 'feedSecret' | 'sort'>;

/** The in-house fast games: each of five families every 1, 3 and 5 minutes, all day. */
const FAST: { family: string; code: string; name: string }[] = [
  { family: 'SSC', code: 'SSC', name: 'SSC' },
  { family: '11X5', code: '11X5', name: '11x5' },
  { family: 'PK10', code: 'PK10', name: 'PK10 Racing' },
  { family: 'K3', code: 'K3', name: 'Fast 3' },
  { family: 'PC28', code: 'PC28', name: 'PC28' },
];
/** Seconds before each draw that betting closes, by interval in minutes. */
const FAST_CLOSE: Record<number, number> = { 1: 10, 3: 20, 5: 30 };

const inHouse = (g: Pick<GameSeed, 'gameCode' | 'name' | 'family' | 'intervalMinutes' | 'closeSeconds'>) =>
  ({
    ...g,
    prizeMode: 'ELOTT',
    source: 'in_house',
    scheduleKind: 'interval',
    drawTime: '00:00',
    timeZone: 'UTC',
  }) satisfies GameSeed;

/**
 * An official lottery: its real draw days and local time. Results come from the offline feed in the demo
 * (results-adapter.ts); an operator switches a game to `manual` entry, or to a real feed, on the lottery desk.
 */
const official = (g: Omit<GameSeed, 'source' | 'resultsFeed'>) =>
  ({ ...g, source: 'official', resultsFeed: 'offline' }) satisfies GameSeed;

/** Vietnamese South and Central stations draw 18 prizes on their weekdays (0 = Sunday), South 16:15, Central 17:15. */
const vnStation = (gameCode: string, name: string, weekDays: number[], drawTime: '16:15' | '17:15') =>
  official({
    gameCode,
    name,
    family: 'VN_SOUTH',
    prizeMode: 'LOTT',
    scheduleKind: 'weekly',
    weekDays,
    drawTime,
    timeZone: 'Asia/Ho_Chi_Minh',
    closeSeconds: 900,
  });

export const LOTTERY_CATALOGUE: GameSeed[] = [
  ...FAST.flatMap((f) =>
    [1, 3, 5].map((minutes) =>
      inHouse({
        gameCode: `${f.code}_${minutes}`,
        name: `${f.name} ${minutes} ${minutes === 1 ? 'Minute' : 'Minutes'}`,
        family: f.family,
        intervalMinutes: minutes,
        closeSeconds: FAST_CLOSE[minutes] ?? 30,
      }),
    ),
  ),
  inHouse({ gameCode: 'LHC_5', name: 'Mark Six 5 Minutes', family: 'LHC', intervalMinutes: 5, closeSeconds: 30 }),
  inHouse({ gameCode: 'LF3D_15', name: '3D 15 Minutes', family: 'LF3D', intervalMinutes: 15, closeSeconds: 60 }),
  official({
    gameCode: 'VN_NORTH',
    name: 'Vietnam North',
    family: 'VN_NORTH',
    prizeMode: 'LOTT',
    scheduleKind: 'daily',
    drawTime: '18:15',
    timeZone: 'Asia/Ho_Chi_Minh',
    closeSeconds: 900,
  }),
  vnStation('VN_HCM', 'Ho Chi Minh City', [1, 6], '16:15'),
  vnStation('VN_DONG_NAI', 'Dong Nai', [3], '16:15'),
  vnStation('VN_CAN_THO', 'Can Tho', [3], '16:15'),
  vnStation('VN_TIEN_GIANG', 'Tien Giang', [0], '16:15'),
  vnStation('VN_DA_NANG', 'Da Nang', [3, 6], '17:15'),
  vnStation('VN_KHANH_HOA', 'Khanh Hoa', [0, 3], '17:15'),
  vnStation('VN_HUE', 'Thua Thien Hue', [0, 1], '17:15'),
  official({
    gameCode: 'SEA_4D',
    name: 'SEA 4D',
    family: 'SEA4D',
    prizeMode: 'SEA',
    scheduleKind: 'weekly',
    weekDays: [0, 3, 6],
    drawTime: '19:00',
    timeZone: 'Asia/Kuala_Lumpur',
    closeSeconds: 1800,
  }),
  official({
    gameCode: 'DAILY_3D',
    name: 'Daily 3D',
    family: 'LF3D',
    prizeMode: 'LOTT',
    scheduleKind: 'daily',
    drawTime: '21:15',
    timeZone: 'Asia/Shanghai',
    closeSeconds: 1800,
  }),
  official({
    gameCode: 'MARK_SIX',
    name: 'Mark Six',
    family: 'LHC',
    prizeMode: 'LOTT',
    scheduleKind: 'weekly',
    weekDays: [2, 4, 6],
    drawTime: '21:30',
    timeZone: 'Asia/Hong_Kong',
    closeSeconds: 1800,
  }),
];

/**
 * The demo brands' lottery games, only those a brand lacks: what an operator changed stays. The offline feed's key of
 * each official game is made here, once, from the CSPRNG. Numeros follow from the schedule job.
 */
export async function seedLottery(db: Db, brandId: number): Promise<void> {
  await db
    .insert(lotteryGames)
    .values(
      LOTTERY_CATALOGUE.map((g, sort) => ({
        ...g,
        brandId,
        sort,
        feedSecret: g.resultsFeed === 'offline' ? newServerSeed() : null,
      })),
    )
    .onConflictDoNothing({ target: [lotteryGames.brandId, lotteryGames.gameCode] });
}
