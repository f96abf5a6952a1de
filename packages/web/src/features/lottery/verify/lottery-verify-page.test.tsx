import { fireEvent, screen } from '@testing-library/react';
import { hashServerSeed } from '@wl/rules/fair';
import { deriveDraw } from '@wl/rules/lottery/draw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../lib/session';
import { renderRoute } from '../../../test/render-app';
import { verifyHref } from './verify-draw';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const SEED = 'c0ffee'.repeat(10);
const drawn = deriveDraw('PK10', SEED, 'PK10_1', '20261123-0931');

describe('the lottery verify page (/lotteryVerify)', () => {
  it('recomputes a draw from the linked published values, for a visitor, and names the Node script', async () => {
    const href = verifyHref({
      family: 'PK10',
      gameCode: 'PK10_1',
      numero: '20261123-0931',
      seed: SEED,
      seedHash: hashServerSeed(SEED),
      result: drawn,
    });
    await renderRoute(href);
    fireEvent.click(await screen.findByTestId('lv-submit', {}, { timeout: 5000 }));
    expect(screen.getByTestId('lv-derived').textContent).toBe(`Recomputed: ${drawn.join(' ')}`);
    expect(screen.getByTestId('lv-hash').textContent).toBe('The seed matches the published hash');
    expect(screen.getByTestId('lv-draw').textContent).toBe('The recomputed draw matches the result');
    expect(screen.getByTestId('lv-script').textContent).toBe(
      `node scripts/verify-lottery-draw.mjs --family PK10 --game PK10_1 --numero 20261123-0931 --seed ${SEED} --hash ${hashServerSeed(SEED)} --result ${drawn.join(',')}`,
    );
  });

  it('says so when the result or the hash is not what the seed gives, and asks for what is missing', async () => {
    const swapped = [drawn[1], drawn[0], ...drawn.slice(2)].join(' ');
    await renderRoute(
      `/lotteryVerify?family=PK10&gameCode=PK10_1&numero=20261123-0931&seed=${SEED}&hash=${'0'.repeat(64)}&result=${encodeURIComponent(swapped)}`,
    );
    fireEvent.click(await screen.findByTestId('lv-submit', {}, { timeout: 5000 }));
    expect(screen.getByTestId('lv-hash').textContent).toBe('The seed does NOT match the published hash');
    expect(screen.getByTestId('lv-draw').textContent).toBe('The recomputed draw does NOT match the result');
    fireEvent.change(screen.getByTestId('lv-input-seed'), { target: { value: ' ' } });
    fireEvent.click(screen.getByTestId('lv-submit'));
    expect(screen.getByRole('alert').textContent).toBe('Fill in the game code, the draw and the server seed');
    expect(screen.queryByTestId('lv-outcome')).toBeNull();
  });
});
