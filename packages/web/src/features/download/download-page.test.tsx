import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../test/api-stub';
import { renderRoute } from '../../test/render-app';
import { statusFixture } from '../../test/status-fixture';

const ANDROID_URL = 'https://demo.example/app/demo.apk';

function androidOnly() {
  const status = statusFixture();
  status.info.resources = [
    ...status.info.resources,
    { resourceType: 'APP_ANDROID', labelNameEn: 'Android app', url: ANDROID_URL },
  ];
  return status;
}

describe('download page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers each configured app with a 156 px QR code, a link and its install guide; the others are not offered', async () => {
    const api = stubApi({
      helpCenter: ok([
        { id: 1, anchor: 'ios', title: 'Installing on iPhone', content: '<p>Open the App Store.</p>' },
        {
          id: 2,
          anchor: 'android',
          title: 'Installing on Android',
          content: '<ol><li>Allow unknown sources.</li></ol><script>window.__xss = 1</script>',
        },
      ]),
    });
    const { container } = await renderRoute('/download', androidOnly());
    expect(await screen.findByRole('heading', { level: 1, name: 'App download' })).toBeTruthy();

    const android = screen.getByTestId('download-android');
    const qr = within(android).getByTestId('download-android-qr');
    expect(qr.getAttribute('width')).toBe('156');
    expect(qr.getAttribute('height')).toBe('156');
    expect(within(android).getByRole('img', { name: 'QR code to download the Android app' })).toBe(qr);
    expect(within(android).getByTestId('download-android-link').getAttribute('href')).toBe(ANDROID_URL);
    expect((await within(android).findByRole('heading', { name: 'Installing on Android' })).textContent).toBeTruthy();
    expect(android.textContent).toContain('Allow unknown sources.');
    expect(container.querySelector('script')).toBeNull();

    const ios = screen.getByTestId('download-ios');
    expect(within(ios).getByTestId('download-ios-none').textContent).toBe('The iOS app is not offered at the moment.');
    expect(within(ios).queryByTestId('download-ios-qr')).toBeNull();
    expect(within(ios).queryByRole('link')).toBeNull();

    const url = String(api.mock.calls.find(([u]) => String(u).startsWith('/wps/system/helpCenter'))?.[0]);
    expect(url).toContain('section=download');
    expect(screen.getByTestId('site-footer')).toBeTruthy();
  });

  it('says when a platform has no install guide yet', async () => {
    stubApi({ helpCenter: ok([]) });
    await renderRoute('/download', androidOnly());
    const guide = await screen.findByTestId('guide-android');
    expect(await within(guide).findByText('No installation guide has been published yet.')).toBeTruthy();
  });
});
