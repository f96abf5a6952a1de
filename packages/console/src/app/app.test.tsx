import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { OPERATOR_ROLES, type OperatorRole } from '@wl/contract/operator-capabilities';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../i18n/setup';
import { createQueryClient } from '../lib/query-client';
import { saveSession } from '../lib/session';
import { ConsoleRoutes } from './app';
import { DESKS, type Desk, navFor } from './desks';

function signIn(role: OperatorRole, extra: { mustChangePassword?: boolean; brands?: string[] } = {}) {
  const operator = {
    id: 1,
    account: `${role}01`,
    role,
    allBrands: !extra.brands,
    brands: extra.brands ?? [],
    mustChangePassword: extra.mustChangePassword ?? false,
    capabilities: [],
  };
  saveSession({ token: 't', expiresAt: '2030-01-01T00:00:00Z', operator });
  // operatorMe answers the same operator; the desks' lists answer empty pages.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const value = url.startsWith('/console/api/auth/me')
        ? operator
        : { content: [], pageNum: 1, totalPages: 0, total: 0 };
      return new Response(JSON.stringify({ success: true, value }));
    }),
  );
}

function renderAt(path: string) {
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <ConsoleRoutes />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main navigation' }))
    .queryAllByRole('link')
    .map((a) => a.textContent);

beforeAll(async () => {
  await initI18n('EN');
  await i18n.loadLanguages('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('the console shell', () => {
  it('sends a visitor without a session to the login', async () => {
    renderAt('/members');
    expect(await screen.findByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it.each(OPERATOR_ROLES)('shows %s only the desks its role may use, as the registry lists them', async (role) => {
    signIn(role);
    renderAt('/');
    const links = navFor(role).map((item) => i18n.t(item.label));
    // The landing page is the role's first desk.
    expect(await screen.findByRole('heading', { name: links[0], level: 1 })).toBeTruthy();
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((label) => label && !label.startsWith('nav_'))).toBe(true);
    expect(navLinks()).toEqual(links);
  });

  it('gives every desk of the registry a screen behind its capability, and the owner all of them', async () => {
    expect(new Set(DESKS.map((d) => d.path)).size).toBe(DESKS.length);
    expect(navFor('owner').map((item) => item.path)).toEqual(DESKS.flatMap((d: Desk) => (d.label ? [d.path] : [])));
    expect(navFor('support').map((item) => i18n.t(item.label))).toEqual([
      'Members',
      'Feedback',
      'Live chat',
      'Messages',
    ]);
  });

  it('opens the nav as a drawer from the menu button, and closes it on a desk, Escape or its close button', async () => {
    signIn('owner');
    renderAt('/members');
    const menu = await screen.findByRole('button', { name: 'Menu' });
    const drawer = () => document.getElementById(menu.getAttribute('aria-controls') ?? '');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(drawer()?.className).toBe('sidebar');

    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(drawer()?.className).toBe('sidebar sidebar--open');
    // The first desk takes the focus; a desk chosen closes the drawer.
    expect(document.activeElement?.textContent).toBe('Members');
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Brands' }),
    );
    expect(await screen.findByRole('heading', { name: 'Brands' })).toBeTruthy();
    expect(menu.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(menu);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);

    fireEvent.click(menu);
    const closers = screen.getAllByRole('button', { name: 'Close the menu' });
    fireEvent.click(closers[0] as HTMLElement);
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('button', { name: 'Close the menu' })).toHaveLength(1);
  });

  it('leads a role away from a desk it may not use, and tells a role with no desk so', async () => {
    signIn('support', { brands: ['bengal'] });
    renderAt('/money');
    expect(await screen.findByRole('heading', { name: 'Members', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Money requests' })).toBeNull();
  });

  it('lands the content role on its first desk, the content desk', async () => {
    signIn('content', { brands: ['aurora'] });
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Content', level: 1 })).toBeTruthy();
    expect(navLinks()).toEqual(['Content', 'Games', 'Messages', 'Brands']);
  });

  it('shows the roles page with the capability matrix of the contract', async () => {
    signIn('admin');
    renderAt('/operators/roles');
    expect(await screen.findByRole('heading', { name: 'Roles and capabilities', level: 1 })).toBeTruthy();
    const row = screen.getByRole('row', { name: /Manage operators/ });
    expect(within(row).getAllByText('Yes')).toHaveLength(2);
    expect(within(row).getAllByText('No')).toHaveLength(4);
  });

  it('a one-time password opens only its own change', async () => {
    signIn('finance', { mustChangePassword: true });
    renderAt('/members');
    expect(await screen.findByRole('heading', { name: 'Change password', level: 1 })).toBeTruthy();
    expect(navLinks()).toEqual([]);
  });
});
