// @vitest-environment node
// jsdom's Uint8Array is another realm's, which WebCrypto rejects; encryption needs no DOM, so Node runs it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, setEncryptionKey } from './api-client';

type FetchArgs = [string, RequestInit];

function stubFetch(body: unknown, status = 200) {
  const fetchMock = vi.fn(async (..._args: FetchArgs) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('encrypted calls', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('encrypts E calls as a compact JWE (RSA-OAEP-256, A256GCM) with the published key', async () => {
    const { compactDecrypt, exportJWK, generateKeyPair } = await import('jose');
    const { publicKey, privateKey } = await generateKeyPair('RSA-OAEP-256', { extractable: true });
    const jwk = await exportJWK(publicKey);
    setEncryptionKey({ kty: 'RSA', n: String(jwk.n), e: String(jwk.e), kid: 'k1', alg: 'RSA-OAEP-256', use: 'enc' });
    const fetchMock = stubFetch({
      success: true,
      value: { firstTimeLogin: false, passwordExpired: false, token: 't' },
    });
    await call('login', { username: 'bob', password: 'secret1' });
    const [, init] = fetchMock.mock.calls[0] as FetchArgs;
    const body = JSON.parse(String(init.body)) as { value: string };
    expect(body.value.split('.')).toHaveLength(5);
    const { plaintext, protectedHeader } = await compactDecrypt(body.value, privateKey);
    expect(protectedHeader).toMatchObject({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: 'k1' });
    expect(JSON.parse(new TextDecoder().decode(plaintext))).toEqual({ username: 'bob', password: 'secret1' });
    setEncryptionKey(null);
  });

  it('refuses to send an E call before the key is known', async () => {
    setEncryptionKey(null);
    const fetchMock = stubFetch({ success: true, value: null });
    await expect(call('login', { username: 'bob', password: 'x' })).rejects.toMatchObject({ code: 'unknown_error' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
