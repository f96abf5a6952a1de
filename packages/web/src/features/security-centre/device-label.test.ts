import { describe, expect, it } from 'vitest';
import { deviceLabel } from './device-label';

describe('device label of a login', () => {
  it('names the browser and the system', () => {
    expect(
      deviceLabel('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36'),
    ).toBe('Chrome · Android');
    expect(
      deviceLabel(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Safari/604.1',
      ),
    ).toBe('Safari · iOS');
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36 Edg/126.0')).toBe(
      'Edge · Windows',
    );
    expect(deviceLabel(null)).toBeNull();
    expect(deviceLabel('curl/8.0')).toBeNull();
  });
});
