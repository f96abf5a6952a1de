import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setToken } from '../../lib/session';
import { callsTo, fail, ok, type StubAnswer, type StubValue, stubApi } from '../../test/api-stub';
import { jsonBody } from '../../test/game-fixtures';
import { renderRoute } from '../../test/render-app';
import { LIVE_MODELS_PATH } from './live-models-path';

const LAUNCH = '/wps/relay/CBS_launchChat';

const lily = { id: 1, name: 'Lily', avatarUrl: '/live/lily.svg', intro: 'Slots chat', tags: ['slots'], online: true };
const mai = { id: 2, name: 'Mai', avatarUrl: null, intro: 'Lottery nights', tags: ['lottery'], online: true };
const sofia = {
  id: 3,
  name: 'Sofia',
  avatarUrl: '/live/sofia.svg',
  intro: 'Sports talk',
  tags: ['sports'],
  online: false,
};

const card = (id: number) => screen.getByTestId(`host-card-${id}`);

describe('live chat hosts page (spec 1 "live chat models", spec 7 CBS_modelList / CBS_launchChat)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('lists the hosts the model list answers: picture or monogram, name, intro, topics and on-air state', async () => {
    stubApi({ modelList: ok([lily, mai, sofia]) });
    await renderRoute(LIVE_MODELS_PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Live chat hosts' })).toBeTruthy();
    const list = await screen.findByTestId('host-list');
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Lily', 'Mai', 'Sofia']);

    const lilyCard = within(card(1));
    expect(lilyCard.getByText('Slots chat')).toBeTruthy();
    expect(lilyCard.getByRole('listitem').textContent).toBe('slots');
    expect(lilyCard.getByTestId('host-on-air').textContent).toBe('Online');
    const picture = card(1).querySelector('img');
    expect(picture?.getAttribute('src')).toBe('/live/lily.svg');
    expect(picture?.getAttribute('loading')).toBe('lazy');
    expect(picture?.getAttribute('width')).toBe('72');
    expect(picture?.getAttribute('height')).toBe('72');

    // No picture: the drawn monogram with the first letter.
    expect(card(2).querySelector('img')).toBeNull();
    expect(within(card(2)).getByTestId('host-monogram').textContent).toBe('M');
    expect(within(card(3)).getByTestId('host-on-air').textContent).toBe('Offline');
  });

  it("disables an off-air host's chat button and says why", async () => {
    const api = stubApi({ modelList: ok([lily, sofia]) });
    await renderRoute(LIVE_MODELS_PATH);
    const button = (await screen.findByTestId('host-chat-3')) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const hint = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Sofia is offline right now. Please come back later.');
    fireEvent.click(button);
    expect(callsTo(api, 'launchChat')).toBe(0);
    expect((screen.getByTestId('host-chat-1') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId('host-chat-1').getAttribute('aria-describedby')).toBeNull();
  });

  it('launches the chat with the host id and opens the returned room in the popup', async () => {
    setToken('tok');
    const api = stubApi({
      modelList: ok([lily, mai]),
      launchChat: ({ input }) => ok({ chatUrl: `/chat/${input.modelId}?ticket=abc` }),
    });
    await renderRoute(LIVE_MODELS_PATH);
    fireEvent.click(await screen.findByTestId('host-chat-2'));
    const frame = (await screen.findByTestId('game-popup-frame')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/chat/2?ticket=abc');
    expect(frame.title).toBe('Mai · Live chat');
    const launch = api.mock.calls.find(([url]) => String(url) === LAUNCH);
    expect(launch?.[1]?.method).toBe('POST');
    expect(jsonBody(launch?.[1])).toEqual({ modelId: 2 });
    // A member's token goes along, so the room lets the member write.
    expect((launch?.[1]?.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer tok');

    fireEvent.click(screen.getByTestId('game-popup-close'));
    await waitFor(() => expect(screen.queryByTestId('game-popup')).toBeNull());
  });

  it('tells a visitor they watch until they log in, and shows a refused launch as a warning', async () => {
    stubApi({ modelList: ok([lily]), launchChat: fail(404, 'not_found', 'Not found') });
    await renderRoute(LIVE_MODELS_PATH);
    expect((await screen.findByTestId('live-models-visitor-note')).textContent).toContain(
      'As a visitor you can watch the chat.',
    );
    fireEvent.click(await screen.findByTestId('host-chat-1'));
    expect((await screen.findByTestId('live-models-warning')).textContent).toBe('Not found');
    expect(screen.queryByTestId('game-popup')).toBeNull();
  });

  it('filters the hosts by topic', async () => {
    stubApi({ modelList: ok([lily, mai, sofia]) });
    await renderRoute(LIVE_MODELS_PATH);
    fireEvent.click(await screen.findByTestId('host-topic-lottery'));
    expect(screen.getByTestId('host-topic-lottery').getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByTestId('host-card-1')).toBeNull();
    expect(screen.getByTestId('host-card-2')).toBeTruthy();
    fireEvent.click(screen.getByTestId('host-topic-ALL'));
    expect(screen.getByTestId('host-card-1')).toBeTruthy();
    expect(screen.getByTestId('host-card-3')).toBeTruthy();
  });

  it('shows the empty state when there are no hosts', async () => {
    stubApi({ modelList: ok([]) });
    await renderRoute(LIVE_MODELS_PATH);
    expect((await screen.findByTestId('live-models-empty')).textContent).toContain('No hosts yet');
    expect(screen.queryByTestId('host-list')).toBeNull();
  });

  it('shows a failed list with a retry that loads it again', async () => {
    let answer: StubAnswer<StubValue<'modelList'>> = fail(500, 'unknown_error', 'boom');
    stubApi({ modelList: () => answer });
    await renderRoute(LIVE_MODELS_PATH);
    const error = await screen.findByTestId('live-models-error', {}, { timeout: 5000 });
    answer = ok([lily]);
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('host-card-1')).toBeTruthy();
    expect(screen.queryByTestId('live-models-error')).toBeNull();
  });
});
