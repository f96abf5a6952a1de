import { DomainError } from '../../lib/errors.js';
import { signVendorRequest } from './vendor-signature.js';

/**
 * Launch through a third-party vendor's HTTP API (design.md "Games and vendors"). The operator configures the
 * vendor with `adapter: 'http'` and `adapterConfig: { launchUrl, secret }`. We POST
 *   { "player": <member id>, "game": "<game code>", "demo": false, "currency": "USD", "language": "EN" }
 * signed like the wallet calls (x-timestamp, x-signature over `${timestamp}.POST.${path}.${body}`, the path of the
 * launch URL with its query), and the vendor answers
 * { "url": "https://…" }, the page the game popup opens. Money then moves through the seamless wallet.
 */
export async function launchHttpVendor(
  config: Record<string, unknown>,
  request: { player: number; game: string; demo: boolean; currency: string; language: string },
  now: number,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const launchUrl = typeof config.launchUrl === 'string' ? config.launchUrl : '';
  const secret = typeof config.secret === 'string' ? config.secret : '';
  if (!launchUrl || !secret || !URL.canParse(launchUrl)) throw new DomainError('not_available');
  const url = new URL(launchUrl);
  const path = `${url.pathname}${url.search}`;
  const body = JSON.stringify(request);
  let res: Response;
  try {
    res = await fetchImpl(launchUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-timestamp': String(now),
        'x-signature': signVendorRequest(secret, { timestamp: now, method: 'POST', path, body }),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new DomainError('unknown_error', { message: 'The game provider did not answer' });
  }
  const answer = (await res.json().catch(() => null)) as { url?: unknown } | null;
  if (!res.ok || typeof answer?.url !== 'string' || !/^https?:\/\//.test(answer.url)) {
    throw new DomainError('unknown_error', { message: 'The game provider refused to start the game' });
  }
  return answer.url;
}
