import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../i18n/setup';
import { gameFixture } from '../test/game-fixtures';
import { GameCard } from './game-card';

type ObserverCallback = (entries: Partial<IntersectionObserverEntry>[]) => void;

describe('game card (spec 2 "Game card", spec 9 lazy images)', () => {
  beforeAll(() => initI18n('EN'));
  afterEach(() => vi.unstubAllGlobals());

  const renderCard = (props: Partial<Parameters<typeof GameCard>[0]> = {}) =>
    render(
      <I18nextProvider i18n={i18n}>
        <GameCard game={gameFixture('slot', { iconUrl: '/games/bgs/slot.svg' })} onPlay={() => {}} {...props} />
      </I18nextProvider>,
    );

  it('loads the image once a tenth is in view, retries once, then draws a placeholder', () => {
    let callback: ObserverCallback = () => {};
    const options: IntersectionObserverInit[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: ObserverCallback, init: IntersectionObserverInit) {
          callback = cb;
          options.push(init);
        }
        observe() {}
        disconnect() {}
      },
    );
    const { container } = renderCard();
    expect(container.querySelector('img')).toBeNull();
    expect(options[0]?.threshold).toBe(0.1);

    act(() => callback([{ isIntersecting: true }]));
    const first = container.querySelector('img');
    expect(first?.getAttribute('src')).toBe('/games/bgs/slot.svg');
    fireEvent.error(first as HTMLImageElement);
    const second = container.querySelector('img');
    expect(second?.getAttribute('src')).toBe('/games/bgs/slot.svg?retry=1');
    fireEvent.error(second as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-image-state="placeholder"] svg')).toBeTruthy();
  });

  it('offers the free demo only when supportPlay is 0, and the heart only with a toggle', () => {
    const onDemo = vi.fn();
    const onToggle = vi.fn();
    renderCard({
      game: gameFixture('dice', { supportPlay: 1 }),
      onDemo,
      favorite: true,
      onToggleFavorite: onToggle,
    });
    expect(screen.queryByTestId('game-demo-dice')).toBeNull();
    expect(screen.getByTestId('game-favorite-dice').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('game-favorite-dice'));
    expect(onToggle).toHaveBeenCalledTimes(1);
  });
});

describe('image retry', () => {
  it('asks our own server, not the CDN that failed', async () => {
    const { retryUrl } = await import('./game-card-image');
    expect(retryUrl('https://cdn1.brand.example/games/bgs/slot.svg', 0)).toBe(
      'https://cdn1.brand.example/games/bgs/slot.svg',
    );
    expect(retryUrl('https://cdn1.brand.example/games/bgs/slot.svg', 1)).toBe('/games/bgs/slot.svg?retry=1');
    expect(retryUrl('data:image/svg+xml,x', 1)).toBe('data:image/svg+xml,x');
  });
});
