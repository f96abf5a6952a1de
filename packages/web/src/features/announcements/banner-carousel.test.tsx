import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n/setup';
import { memoryRouter } from '../../test/memory-router';
import { BannerCarousel, bannerHref } from './banner-carousel';

const banners = [
  { url: '/content/home-1.svg', linkageType: 'promotion', target: 'WELCOME' },
  { url: '/content/home-2.svg', linkageType: 'url', target: '/verify' },
  { url: '/content/home-3.svg', linkageType: 'none', target: null },
];

function renderCarousel(list = banners) {
  const { router, element } = memoryRouter('/', [{ path: '*', element: <BannerCarousel banners={list} /> }]);
  render(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
  return router;
}

beforeAll(() => initI18n('EN'));
afterEach(() => vi.useRealTimers());

describe('banner carousel (spec 4)', () => {
  it('slides every 5 s and loops', () => {
    vi.useFakeTimers();
    renderCarousel();
    const track = () => screen.getByTestId('banner-slide-0').parentElement;
    expect(track()?.getAttribute('data-index')).toBe('0');
    act(() => vi.advanceTimersByTime(5000));
    expect(track()?.getAttribute('data-index')).toBe('1');
    act(() => vi.advanceTimersByTime(10_000));
    expect(track()?.getAttribute('data-index')).toBe('0');
    expect(track()?.style.transitionDuration).toBe('1000ms');
  });

  it('goes to a banner from its pagination dot, and opens the linkage on click', async () => {
    const router = renderCarousel();
    fireEvent.click(screen.getByTestId('banner-dot-1'));
    expect(screen.getByTestId('banner-dot-1').getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByTestId('banner-slide-1'));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/verify'));
  });

  it('shows one banner without dots or motion, and maps linkages', () => {
    renderCarousel([banners[0] as (typeof banners)[number]]);
    expect(screen.queryByTestId('banner-dot-0')).toBeNull();
    expect(bannerHref(banners[0] as (typeof banners)[number])).toBe('/promotions');
    expect(bannerHref(banners[2] as (typeof banners)[number])).toBeNull();
  });
});
