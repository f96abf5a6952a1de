import { describe, expect, it } from 'vitest';
import { CHAT_MAX_BODY, chatEvent, chatSay, eventText, liveEvent, parseEvent } from './events.js';

describe('WebSocket events', () => {
  it('are written through their schema: fields it does not name stay out', () => {
    const frame = eventText(liveEvent, {
      type: 'balance',
      balance: 12.5,
      currencySymbol: '$',
      memberId: 7,
    } as never);
    expect(JSON.parse(frame)).toEqual({ type: 'balance', balance: 12.5, currencySymbol: '$' });
    expect(() => eventText(liveEvent, { type: 'balance', balance: '12' } as never)).toThrow();
  });

  it('are read by type; a frame of an unknown type, or not JSON, reads as nothing', () => {
    expect(parseEvent(liveEvent, '{"type":"balance","balance":3,"currencySymbol":"€"}')).toEqual({
      type: 'balance',
      balance: 3,
      currencySymbol: '€',
    });
    expect(parseEvent(liveEvent, '{"type":"message","kind":"broadcast"}')).toEqual({
      type: 'message',
      kind: 'broadcast',
    });
    expect(parseEvent(liveEvent, '{"type":"message","kind":"spam"}')).toBeNull();
    expect(parseEvent(liveEvent, '{"type":"draw","result":[1,2,3]}')).toBeNull();
    const draw = { type: 'lotteryDraw', gameCode: 'SSC1', numero: '20261123-0931', result: ['1', '2', '3', '4', '5'] };
    expect(parseEvent(liveEvent, JSON.stringify({ ...draw, drawnAt: '2026-11-23T01:31:00.000Z' }))).toEqual({
      ...draw,
      drawnAt: '2026-11-23T01:31:00.000Z',
    });
    expect(parseEvent(liveEvent, JSON.stringify({ ...draw, result: [1, 2, 3], drawnAt: 'x' }))).toBeNull();
    expect(parseEvent(liveEvent, 'not json')).toBeNull();
    expect(parseEvent(liveEvent, 42)).toBeNull();
    const message = { id: 1, author: 'pl***01', role: 'member', body: 'hi', time: '2026-06-01T12:00:00.000Z' };
    expect(parseEvent(chatEvent, JSON.stringify({ type: 'message', message }))).toEqual({ type: 'message', message });
    expect(parseEvent(chatEvent, '{"type":"error","code":"chat_read_only"}')).toEqual({
      type: 'error',
      code: 'chat_read_only',
    });
  });

  it('a chat message is storable text of 1 to 300 characters, counted by code point', () => {
    const say = (body: string) => parseEvent(chatSay, JSON.stringify({ type: 'say', body }));
    expect(say('  hello  ')).toEqual({ type: 'say', body: 'hello' });
    expect(say('😀'.repeat(CHAT_MAX_BODY))).not.toBeNull();
    expect(say('a'.repeat(CHAT_MAX_BODY + 1))).toBeNull();
    expect(say('   ')).toBeNull();
    expect(say('a\u0000b')).toBeNull();
  });
});
