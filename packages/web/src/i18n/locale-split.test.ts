// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keysNamedIn, splitLocales, staticClosure } from '../../locale-split-plugin';

const src = fileURLToPath(new URL('..', import.meta.url));
const english = JSON.parse(readFileSync(new URL('./locales/EN.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;
const keys = Object.keys(english);

describe('keysNamedIn', () => {
  const known = new Set(['home_title', 'lot_family_SSC', 'lot_family_K3', 'lot_tab_bets', 'close']);
  const all = [...known];

  it('finds quoted keys, and every key a template or a concatenation builds from its prefix', () => {
    expect(keysNamedIn('t(\'home_title\'); t("close")', all, known)).toEqual(new Set(['home_title', 'close']));
    expect(keysNamedIn(['t(`lot_family_', '$', '{family}`)'].join(''), all, known)).toEqual(
      new Set(['lot_family_SSC', 'lot_family_K3']),
    );
    expect(keysNamedIn("t('lot_' + tab)", all, known)).toEqual(
      new Set(['lot_family_SSC', 'lot_family_K3', 'lot_tab_bets']),
    );
  });

  it('ignores words that are not keys', () => {
    expect(keysNamedIn("const a = 'home'; t('nothing_here')", all, known).size).toBe(0);
  });
});

describe('the split of the real sources', () => {
  const split = splitLocales({
    srcDir: src.replace(/\/$/, ''),
    coreRoots: [`${src}main.tsx`, `${src}features/announcements/announcements-dialog.tsx`],
    alwaysCoreDirs: [fileURLToPath(new URL('../../../contract/src', import.meta.url))],
  });

  it('follows the static imports of the entry to the home page, not into pages loaded on demand', () => {
    const core = [...split.core].map((f) => f.slice(src.length));
    expect(core).toContain('app/home/home-page.tsx');
    expect(core).toContain('app/header/site-header.tsx');
    expect(core).not.toContain('features/lottery/game-page.tsx');
  });

  it('keeps the words of the first visit in the first file and defers those only later pages use', () => {
    const homeKeys = keysNamedIn(readFileSync(`${src}app/home/home-page.tsx`, 'utf8'), keys, new Set(keys));
    expect(homeKeys.size).toBeGreaterThan(0);
    for (const k of homeKeys) expect(split.deferred.has(k), k).toBe(false);
    const lotteryKeys = keysNamedIn(
      readFileSync(`${src}features/lottery/betting/play-help.tsx`, 'utf8'),
      keys,
      new Set(keys),
    );
    expect([...lotteryKeys].some((k) => split.deferred.has(k))).toBe(true);
  });

  it('never defers a word the contract names (a code the server answers)', () => {
    const contract = readFileSync(
      fileURLToPath(new URL('../../../contract/src/constants.ts', import.meta.url)),
      'utf8',
    );
    for (const k of keysNamedIn(contract, keys, new Set(keys))) expect(split.deferred.has(k), k).toBe(false);
  });

  it('scans a closure once per module', () => {
    const closure = staticClosure([`${src}main.tsx`]);
    expect(closure.has(`${src}main.tsx`)).toBe(true);
    expect(closure.has(`${src}i18n/setup.ts`)).toBe(true);
  });
});
