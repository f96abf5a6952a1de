import type { Db } from '../../db/client.js';
import { insertOutboxMessage } from './outbox-repo.js';

export interface OutgoingMessage {
  brandId: number;
  /** E.164-ish number for SMS ('+8801712345678'), an address for e-mail. */
  to: string;
  subject?: string;
  text: string;
}

/**
 * Where messages to members go. The built-in provider keeps them in the database outbox (read with
 * `npm run admin -- outbox`); the HTTP provider posts them to a gateway (see docs/api.md "SMS and e-mail").
 */
export interface MessageProvider {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}

export function outboxProvider(db: Db, channel: 'sms' | 'email'): MessageProvider {
  return {
    name: `outbox-${channel}`,
    async send(m) {
      await insertOutboxMessage(db, {
        brandId: m.brandId,
        channel,
        recipient: m.to,
        subject: m.subject ?? null,
        body: m.text,
      });
    },
  };
}

/**
 * Posts each message to `url` with a JSON body made from `template`, where {{to}}, {{text}} and {{subject}} are
 * replaced (JSON-escaped). Optional `authorization` header. A non-2xx answer is an error.
 */
export function httpProvider(opts: {
  url: string;
  template: string;
  authorization?: string | undefined;
  fetchImpl?: typeof fetch;
}): MessageProvider {
  const doFetch = opts.fetchImpl ?? fetch;
  const esc = (s: string) => JSON.stringify(s).slice(1, -1);
  return {
    name: 'http',
    async send(m) {
      const body = opts.template
        .replaceAll('{{to}}', esc(m.to))
        .replaceAll('{{text}}', esc(m.text))
        .replaceAll('{{subject}}', esc(m.subject ?? ''));
      const res = await doFetch(opts.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(opts.authorization ? { authorization: opts.authorization } : {}),
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`message gateway answered ${res.status}`);
    },
  };
}

export function providerFromEnv(
  db: Db,
  channel: 'sms' | 'email',
  env: NodeJS.ProcessEnv = process.env,
): MessageProvider {
  const prefix = channel === 'sms' ? 'SMS' : 'MAIL';
  const url = env[`${prefix}_HTTP_URL`];
  if (!url) return outboxProvider(db, channel);
  return httpProvider({
    url,
    template: env[`${prefix}_HTTP_TEMPLATE`] ?? '{"to":"{{to}}","text":"{{text}}","subject":"{{subject}}"}',
    authorization: env[`${prefix}_HTTP_AUTHORIZATION`],
  });
}
