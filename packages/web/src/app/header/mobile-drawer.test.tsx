import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setToken } from '../../lib/session';
import { callsTo, ok, stubApi } from '../../test/api-stub';
import { renderSection } from '../../test/render-section';
import { MobileDrawer } from './mobile-drawer';

describe('phone drawer', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('closes once the member has logged out from it (issue 13)', async () => {
    const api = stubApi({ logout: ok(null) });
    setToken('tok');
    await renderSection(<MobileDrawer />);
    fireEvent.click(screen.getByTestId('menu-button'));
    expect(screen.getByTestId('mobile-drawer')).toBeTruthy();
    fireEvent.click(screen.getByTestId('logout-button'));
    fireEvent.click(screen.getByTestId('logout-confirm'));
    await waitFor(() => expect(callsTo(api, 'logout')).toBe(1));
    await waitFor(() => expect(screen.queryByTestId('mobile-drawer')).toBeNull());
    expect(screen.queryByTestId('logout-button')).toBeNull();
  });
});
