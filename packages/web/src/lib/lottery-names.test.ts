import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { lotteryGameName } from './lottery-names';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../i18n/locales');
const locale = (code: string) => JSON.parse(readFileSync(path.join(dir, `${code}.json`), 'utf8'));

const i18n = i18next.createInstance();
beforeAll(() =>
  i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: {
      en: { translation: locale('EN') },
      vi: { translation: locale('VI') },
      ar: { translation: locale('AR') },
    },
    interpolation: { escapeValue: false },
  }),
);
const nameIn = (lng: string, game: Parameters<typeof lotteryGameName>[0]) =>
  lotteryGameName(game, i18n.getFixedT(lng), lng);

describe('lotteryGameName', () => {
  const ssc1 = { gameCode: 'SSC_1', gameName: 'SSC 1 Minute', family: 'SSC' };

  it('names a seeded in-house game from its family and interval in the page language', () => {
    expect(nameIn('vi', ssc1)).toBe('Xổ số siêu tốc 1 phút');
    expect(nameIn('en', ssc1)).toBe('SSC 1 minute');
    expect(nameIn('vi', { gameCode: 'PK10_5', gameName: 'PK10 Racing 5 Minutes', family: 'PK10' })).toBe(
      'Đua xe PK10 5 phút',
    );
    // The language's own plural, in Latin digits.
    expect(nameIn('ar', { gameCode: 'LF3D_15', gameName: '3D 15 Minutes', family: 'LF3D' })).toBe('3D كل 15 دقيقة');
  });

  it('names the official games from their code', () => {
    expect(nameIn('vi', { gameCode: 'VN_NORTH', gameName: 'Vietnam North', family: 'VN_NORTH' })).toBe(
      'Xổ số miền Bắc',
    );
    expect(nameIn('vi', { gameCode: 'VN_HCM', gameName: 'Ho Chi Minh City', family: 'VN_SOUTH' })).toBe(
      'TP. Hồ Chí Minh',
    );
    expect(nameIn('en', { gameCode: 'DAILY_3D', gameName: 'Daily 3D', family: 'LF3D' })).toBe('Daily 3D');
    expect(nameIn('vi', { gameCode: 'DAILY_3D' })).toBe('Xổ số 3D hằng ngày');
  });

  it("keeps the server's name for any other game, and the code when there is no name", () => {
    const own = { gameCode: 'LUCKY_7', gameName: 'Lucky Seven', family: 'SSC' };
    expect(nameIn('vi', own)).toBe('Lucky Seven');
    // A code that looks seeded but whose family is another is an operator's own game.
    expect(nameIn('vi', { gameCode: 'SSC_2', gameName: 'Office draw', family: 'PK10' })).toBe('Office draw');
    expect(nameIn('vi', { gameCode: 'KENO_5', gameName: 'Keno 5' })).toBe('Keno 5');
    expect(nameIn('vi', { gameCode: 'KENO_5' })).toBe('KENO_5');
  });
});
