/**
 * Google and Facebook sign-in without loading either provider's script (the CSP allows only our own): an
 * OpenID Connect implicit flow in a popup. The provider sends the ID token back to /socialCallback on our
 * origin, which hands it to this window; the server verifies it (signature, issuer, audience, expiry, nonce).
 */
export type SocialProvider = 'google' | 'facebook';

export const SOCIAL_CALLBACK_PATH = '/socialCallback';
const MESSAGE_TYPE = 'wl-social-sign-in';

const AUTHORIZE: Record<SocialProvider, { url: string; scope: string }> = {
  google: { url: 'https://accounts.google.com/o/oauth2/v2/auth', scope: 'openid email profile' },
  facebook: { url: 'https://www.facebook.com/v19.0/dialog/oauth', scope: 'openid email' },
};

function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(24)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function authorizeUrl(provider: SocialProvider, clientId: string, origin: string, state: string, nonce: string) {
  const { url, scope } = AUTHORIZE[provider];
  const params = new URLSearchParams({
    client_id: clientId,
    redirect_uri: `${origin}${SOCIAL_CALLBACK_PATH}`,
    response_type: 'id_token',
    scope,
    state,
    nonce,
  });
  return `${url}?${params.toString()}`;
}

export class SocialSignInError extends Error {
  constructor(readonly code: 'social_popup_blocked' | 'social_popup_closed') {
    super(code);
  }
}

/** Opens the provider's sign-in popup and resolves with its ID token and the nonce it must carry. */
export function signInWithPopup(
  provider: SocialProvider,
  clientId: string,
): Promise<{ idToken: string; nonce: string }> {
  const state = randomId();
  const nonce = randomId();
  const popup = window.open(
    authorizeUrl(provider, clientId, window.location.origin, state, nonce),
    'wl-social-sign-in',
    'width=480,height=640',
  );
  if (!popup) return Promise.reject(new SocialSignInError('social_popup_blocked'));
  return new Promise((resolve, reject) => {
    const done = () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(watch);
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; state?: string; idToken?: string } | null;
      if (event.origin !== window.location.origin || data?.type !== MESSAGE_TYPE || data.state !== state) return;
      done();
      if (data.idToken) resolve({ idToken: data.idToken, nonce });
      else reject(new SocialSignInError('social_popup_closed'));
    };
    // Spec 8 "login popup closed, login failure, try again".
    const watch = window.setInterval(() => {
      if (popup.closed) {
        done();
        reject(new SocialSignInError('social_popup_closed'));
      }
    }, 500);
    window.addEventListener('message', onMessage);
  });
}

/**
 * Runs in the popup when the provider redirects back: passes the token (from the URL fragment) to the window that
 * opened it, on our origin only, and closes. Returns true when this page is the callback.
 */
export function handleSocialCallback(): boolean {
  if (window.location.pathname !== SOCIAL_CALLBACK_PATH) return false;
  const params = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const opener = window.opener as Window | null;
  opener?.postMessage(
    { type: MESSAGE_TYPE, state: params.get('state'), idToken: params.get('id_token') },
    window.location.origin,
  );
  window.close();
  return true;
}
