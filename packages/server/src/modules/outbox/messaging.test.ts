import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpProvider, providerFromEnv } from './messaging.js';

/** A stand-in SMS gateway on this machine, spoken to over real HTTP. */
let gateway: http.Server;
let url = '';
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
let answer = 200;

beforeAll(async () => {
  gateway = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
});
afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

describe('HTTP message provider', () => {
  it('posts the template with the message filled in, JSON-escaped, with the authorization header', async () => {
    const provider = httpProvider({
      url,
      template: '{"phone":"{{to}}","message":"{{text}}","title":"{{subject}}"}',
      authorization: 'Bearer gateway-key',
    });
    await provider.send({ brandId: 1, to: '+8801712345678', text: 'Code "123456"\nBye', subject: 'Hi' });
    const last = received.at(-1);
    expect(last?.headers.authorization).toBe('Bearer gateway-key');
    expect(last?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(last?.body ?? '')).toEqual({
      phone: '+8801712345678',
      message: 'Code "123456"\nBye',
      title: 'Hi',
    });
  });

  it('fails when the gateway refuses, so the caller does not report a code as sent', async () => {
    answer = 503;
    const provider = httpProvider({ url, template: '{"to":"{{to}}"}' });
    await expect(provider.send({ brandId: 1, to: '+1555', text: 'x' })).rejects.toThrow('503');
    answer = 200;
  });

  it('is chosen by SMS_HTTP_URL, the outbox otherwise', () => {
    const db = {} as never;
    expect(providerFromEnv(db, 'sms', {}).name).toBe('outbox-sms');
    expect(providerFromEnv(db, 'sms', { SMS_HTTP_URL: url }).name).toBe('http');
    expect(providerFromEnv(db, 'email', { SMS_HTTP_URL: url }).name).toBe('outbox-email');
  });
});
