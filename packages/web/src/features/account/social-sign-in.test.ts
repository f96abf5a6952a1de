import { afterEach, describe, expect, it, vi } from 'vitest';
import { authorizeUrl, handleSocialCallback, SocialSignInError, signInWithPopup } from './social-sign-in';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('social sign-in popup (OpenID Connect implicit flow)', () => {
  it('asks the provider for an ID token sent back to our callback, with state and nonce', () => {
    const url = new URL(authorizeUrl('google', 'cid.apps.example', 'https://aurora.example', 'st4te', 'n0nce'));
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'cid.apps.example',
      redirect_uri: 'https://aurora.example/socialCallback',
      response_type: 'id_token',
      scope: 'openid email profile',
      state: 'st4te',
      nonce: 'n0nce',
    });
    expect(authorizeUrl('facebook', 'app', 'https://a.example', 's', 'n')).toMatch(
      /^https:\/\/www\.facebook\.com\/v19\.0\/dialog\/oauth\?/,
    );
  });

  it('resolves with the token the callback posts for its own state only', async () => {
    const popup = { closed: false } as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    const result = signInWithPopup('google', 'cid');
    const state = new URL(String(open.mock.calls[0]?.[0])).searchParams.get('state');
    const nonce = new URL(String(open.mock.calls[0]?.[0])).searchParams.get('nonce');
    const post = (data: unknown) =>
      window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin }));
    post({ type: 'wl-social-sign-in', state: 'someone-else', idToken: 'forged' });
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'wl-social-sign-in', state, idToken: 'x' },
        origin: 'https://evil.example',
      }),
    );
    post({ type: 'wl-social-sign-in', state, idToken: 'the-id-token' });
    await expect(result).resolves.toEqual({ idToken: 'the-id-token', nonce });
  });

  it('fails with social_popup_closed when the visitor closes the popup, and social_popup_blocked when none opens', async () => {
    vi.useFakeTimers();
    const popup = { closed: false } as { closed: boolean };
    vi.spyOn(window, 'open').mockReturnValue(popup as Window);
    const result = signInWithPopup('facebook', 'app');
    popup.closed = true;
    vi.advanceTimersByTime(600);
    await expect(result).rejects.toEqual(new SocialSignInError('social_popup_closed'));
    vi.spyOn(window, 'open').mockReturnValue(null);
    await expect(signInWithPopup('google', 'cid')).rejects.toMatchObject({ code: 'social_popup_blocked' });
  });

  it('the callback page passes the fragment to its opener on our origin', () => {
    const postMessage = vi.fn();
    Object.defineProperty(window, 'opener', { value: { postMessage }, configurable: true });
    vi.spyOn(window, 'close').mockImplementation(() => {});
    expect(handleSocialCallback()).toBe(false);
    window.history.replaceState(null, '', '/socialCallback#state=abc&id_token=tok');
    expect(handleSocialCallback()).toBe(true);
    expect(postMessage).toHaveBeenCalledWith(
      { type: 'wl-social-sign-in', state: 'abc', idToken: 'tok' },
      window.location.origin,
    );
  });
});
