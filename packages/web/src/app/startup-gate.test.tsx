import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { StatusValue } from '@wl/contract/schemas';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../i18n/setup';
import { formatDateTime } from '../lib/format';
import { createQueryClient } from '../lib/query-client';
import { ok, stubApi } from '../test/api-stub';
import { statusFixture } from '../test/status-fixture';
import { StartupGate } from './startup-gate';

function renderGate() {
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <StartupGate>
          <p>the site</p>
        </StartupGate>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

function answerStatus(value: StatusValue) {
  stubApi({ status: ok(value) });
}

describe('startup gate (spec 4)', () => {
  beforeAll(() => initI18n('EN'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the loader until the status call answers, then the site', async () => {
    answerStatus(statusFixture());
    renderGate();
    expect(screen.getByTestId('loader-overlay')).toBeTruthy();
    expect(await screen.findByText('the site')).toBeTruthy();
    expect(screen.queryByTestId('loader-overlay')).toBeNull();
  });

  it('status 1 shows the maintenance page with the local end time and customer service', async () => {
    const end = '2030-05-06T07:08:09.000Z';
    answerStatus(statusFixture({ status: 1, maintenance: true, maintenanceEnd: end }));
    renderGate();
    expect(await screen.findByTestId('maintenance-page')).toBeTruthy();
    expect(screen.getByTestId('maintenance-end').textContent).toBe(formatDateTime(end));
    expect(screen.getByTestId('customer-service-button').getAttribute('href')).toBe('https://support.example/chat');
    expect(screen.queryByText('the site')).toBeNull();
  });

  it('maintenance without an end time says so', async () => {
    answerStatus(statusFixture({ status: 1, maintenance: true, maintenanceEnd: null }));
    renderGate();
    expect((await screen.findByTestId('maintenance-end')).textContent).toBe('The end time has not been announced yet.');
  });

  it('status 2 shows the region-blocked page with the visitor IP', async () => {
    answerStatus(statusFixture({ status: 2, regionRestriction: true }));
    renderGate();
    expect(await screen.findByTestId('blockip-page')).toBeTruthy();
    expect(screen.getByTestId('visitor-ip').textContent).toBe('203.0.113.7');
    expect(screen.getByText(/not available in your region/)).toBeTruthy();
  });

  it('a failed status call shows the network error with a retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderGate();
    const error = await screen.findByTestId('network-error');
    expect(error.textContent).toContain('Network link is abnormal, please try again');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
