import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hashServerSeed } from '../packages/rules/src/fair.js';
import { deriveDraw } from '../packages/rules/src/lottery/draw.js';
import { LOTTERY_FAMILIES } from '../packages/rules/src/lottery/families.js';

/**
 * scripts/verify-lottery-draw.mjs is a second implementation of the draw (node:crypto only): it must agree with the
 * rules package's `deriveDraw` for every family, and say so, or not, about the published hash and result.
 */
const script = fileURLToPath(new URL('./verify-lottery-draw.mjs', import.meta.url));
const SEED = 'c0ffee'.repeat(10);

function run(...args: string[]) {
  const out = spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });
  return { status: out.status, report: out.stdout ? JSON.parse(out.stdout) : null, stderr: out.stderr };
}

describe('verify-lottery-draw.mjs', () => {
  it.each(LOTTERY_FAMILIES)('recomputes a %s draw exactly as deriveDraw does', (family) => {
    for (const numero of ['20261123-0931', '20261124']) {
      const draw = deriveDraw(family, SEED, `${family}_G`, numero);
      const { status, report } = run(
        ...['--family', family, '--seed', SEED, '--game', `${family}_G`, '--numero', numero],
        ...['--hash', hashServerSeed(SEED), '--result', draw.join(',')],
      );
      expect(report).toEqual({ draw, seedHashMatches: true, resultMatches: true });
      expect(status).toBe(0);
    }
  });

  it('fails when the seed does not hash to the published hash, or the result differs', () => {
    const base = ['--family', 'SSC', '--seed', SEED, '--game', 'SSC1', '--numero', '20261123-0931'];
    const wrongHash = run(...base, '--hash', hashServerSeed(`${SEED}x`));
    expect(wrongHash.report.seedHashMatches).toBe(false);
    expect(wrongHash.status).toBe(1);
    const wrongResult = run(...base, '--result', '0,0,0,0,0');
    expect(wrongResult.report.resultMatches).toBe(false);
    expect(wrongResult.status).toBe(1);
    expect(run('--family', 'NOPE', '--seed', SEED, '--game', 'G', '--numero', '1').status).toBe(2);
  });
});
