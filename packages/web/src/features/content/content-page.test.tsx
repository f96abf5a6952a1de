import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubApi } from '../../test/api-stub';
import { renderRoute } from '../../test/render-app';

const HELP_CENTER = '/wps/system/helpCenter';

const SPONSOR_ARTICLES = [
  {
    id: 1,
    anchor: 'football',
    title: 'Football club partner',
    content:
      '<p>Proud partner <b>since 2020</b>.</p><img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script><a href="javascript:window.__xss = 3">club</a>',
  },
  { id: 2, anchor: 'esports', title: 'Esports team', content: '<p onclick="window.__xss = 4">Our esports team.</p>' },
];

describe('content pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('/sponsor shows the sponsor section, cleaned, each article at its anchor with a table of contents', async () => {
    const api = stubApi({ helpCenter: ok(SPONSOR_ARTICLES) });
    const { container } = await renderRoute('/sponsor#football');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sponsor' })).toBeTruthy();

    const football = await screen.findByTestId('article-football');
    expect(football.id).toBe('football');
    expect(within(football).getByRole('heading', { name: 'Football club partner' })).toBeTruthy();
    expect(football.textContent).toContain('Proud partner since 2020.');
    // Sanitised: no script, no event handlers, no javascript: links.
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror], [onclick]')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();

    const toc = screen.getByTestId('article-toc');
    expect(within(toc).getByRole('link', { name: 'Esports team' }).getAttribute('href')).toBe('#esports');
    // The hash target is scrolled to once the articles arrived after the navigation.
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts).toContain(football);

    const url = new URL(String(api.mock.calls.find(([u]) => String(u).startsWith(HELP_CENTER))?.[0]), 'http://x');
    expect(url.searchParams.get('section')).toBe('sponsor');
    expect(url.searchParams.get('lang')).toBe('EN');
    expect(screen.getByTestId('site-footer')).toBeTruthy();
  });

  it('/description reads its own section, header only', async () => {
    const api = stubApi({
      helpCenter: ok([{ id: 3, anchor: 'about-us', title: 'Who we are', content: '<p>A licensed operator.</p>' }]),
    });
    await renderRoute('/description');
    expect(await screen.findByRole('heading', { level: 1, name: 'Description' })).toBeTruthy();
    expect((await screen.findByTestId('article-about-us')).textContent).toContain('A licensed operator.');
    // One article needs no table of contents.
    expect(screen.queryByTestId('article-toc')).toBeNull();
    expect(String(api.mock.calls.find(([u]) => String(u).startsWith(HELP_CENTER))?.[0])).toContain(
      'section=description',
    );
    expect(screen.queryByTestId('site-footer')).toBeNull();
  });

  it('says so when the section has no articles', async () => {
    stubApi({ helpCenter: ok([]) });
    await renderRoute('/sponsor');
    expect((await screen.findByTestId('content-empty')).textContent).toContain('Nothing has been published here yet');
  });

  it('shows the failure with a retry that loads the articles', { timeout: 10_000 }, async () => {
    let up = false;
    stubApi({ helpCenter: () => (up ? ok(SPONSOR_ARTICLES) : fail(503, 'network_error', 'down')) });
    await renderRoute('/sponsor');
    expect(await screen.findByTestId('articles-loading')).toBeTruthy();
    const failed = await screen.findByTestId('load-failed', {}, { timeout: 5000 });
    expect(failed.textContent).toContain('Network link is abnormal, please try again');
    up = true;
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('article-football')).toBeTruthy();
  });

  it('/seamless stays not available', async () => {
    stubApi({});
    await renderRoute('/seamless');
    expect(await screen.findByTestId('not-available')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Seamless' })).toBeTruthy();
  });
});
