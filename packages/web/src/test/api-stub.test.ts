import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ApiError, type CallOutput, call } from '../lib/api-client';
import { callsTo, fail, ok, sentTo, stubApi } from './api-stub';

const member = { id: 9, account: 'player9', nickname: 'Nine', type: 0 };

describe('API stub', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers each contract route by its name, and counts the calls per route', async () => {
    const api = stubApi({ memberInfo: ok(member), logout: fail(401, 'not_logged_in', 'Please log in') });
    const info = await call('memberInfo');
    expectTypeOf(info).toEqualTypeOf<CallOutput<'memberInfo'>>();
    expect(info).toEqual(member);
    await expect(call('logout')).rejects.toMatchObject({ code: 'not_logged_in', status: 401 });
    await expect(call('balance')).rejects.toMatchObject({ code: 'not_found', status: 404 });
    expect([callsTo(api, 'memberInfo'), callsTo(api, 'logout'), callsTo(api, 'balance')]).toEqual([1, 1, 1]);
  });

  it('hands the handler the request as the contract reads it, and as it was sent', async () => {
    const api = stubApi({
      gameList: ({ input, sent }) => {
        expectTypeOf(input.pageNo).toEqualTypeOf<number>();
        expect(input).toMatchObject({ pageNo: 2, vassalage: 'PG' });
        expect(sent).toMatchObject({ pageNo: '2', vassalage: 'PG' });
        return ok({ content: [], pageNum: input.pageNo, totalPages: 3 });
      },
      launchGame: ({ input }) => ok({ url: `/play/${input.vassalage}` }),
    });
    await expect(call('gameList', { pageNo: 2, vassalage: 'PG' })).resolves.toEqual({
      content: [],
      pageNum: 2,
      totalPages: 3,
    });
    await expect(call('launchGame', { vassalage: 'BGS', gameCode: 'dice', nodeId: 1 })).resolves.toEqual({
      url: '/play/BGS',
    });
    expect(sentTo(api, 'launchGame')).toEqual([{ vassalage: 'BGS', gameCode: 'dice', nodeId: 1 }]);
  });

  it('refuses a request the route contract refuses, as the server does', async () => {
    stubApi({ launchGame: () => ok({ url: '/never' }) });
    const refused = await call('launchGame', { vassalage: '', gameCode: 'dice', nodeId: 0 }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: 'invalid_input', status: 400 });
  });

  it('takes only answers the route response schema accepts (checked by typecheck)', () => {
    stubApi({
      // @ts-expect-error memberInfo answers a member whose id is a number, never a string
      memberInfo: ok({ ...member, id: 'nine' }),
    });
    stubApi({
      // @ts-expect-error a stub value without the fields the contract requires does not compile
      gameList: () => ok({ content: [] }),
    });
  });
});
