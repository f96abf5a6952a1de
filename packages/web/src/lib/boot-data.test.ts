import { describe, expect, it } from 'vitest';
import { bootAnnouncements, takeBootStatus } from './boot-data';

describe('boot data embedded in index.html', () => {
  it('gives the status once, and the announcements only in their language', () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'wl-boot';
    script.textContent = JSON.stringify({
      status: { status: 0, currencySymbol: '$' },
      announcements: { language: 'EN', value: { banners: [{ url: '/b.svg' }] } },
      language: 'EN',
    });
    document.head.append(script);
    expect(takeBootStatus()).toMatchObject({ status: 0, currencySymbol: '$' });
    // A second load (a retry) must ask the server.
    expect(takeBootStatus()).toBeNull();
    expect(bootAnnouncements('EN')).toEqual({ banners: [{ url: '/b.svg' }] });
    expect(bootAnnouncements('AR')).toBeUndefined();
    script.remove();
  });
});
