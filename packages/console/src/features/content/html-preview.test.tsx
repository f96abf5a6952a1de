import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n/setup';
import { createQueryClient } from '../../lib/query-client';
import { saveSession } from '../../lib/session';
import { HtmlPreview } from './html-preview';

beforeAll(async () => {
  await initI18n('EN');
  await i18n.loadLanguages('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('the HTML preview', () => {
  it("shows the server's sanitised HTML in a sandboxed frame, never the operator's own", async () => {
    saveSession({
      token: 't',
      expiresAt: '2030-01-01T00:00:00Z',
      operator: {
        id: 1,
        account: 'c1',
        role: 'content',
        allBrands: true,
        brands: [],
        mustChangePassword: false,
        capabilities: [],
      },
    });
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, value: { html: '<p>clean</p>' } })));
    vi.stubGlobal('fetch', fetch);
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient()}>
          <HtmlPreview html={'<p onclick="x()">clean<script>alert(1)</script></p>'} />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    const frame = screen.getByTitle('Preview (as stored)') as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    await waitFor(() => expect(frame.getAttribute('srcdoc')).toBe('<p>clean</p>'));
    expect(fetch).toHaveBeenCalledWith(expect.stringContaining('/console/api/content/preview'), expect.anything());
    expect(screen.getByTestId('preview-source').textContent).toBe('<p>clean</p>');
  });
});
