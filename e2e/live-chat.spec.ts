import { expect, newQuietContext, test } from './fixtures';
import { admin, shot } from './helpers';

test.describe('live chat hosts (issue 5)', () => {
  test('a member chats with a host in the room the launch call opens; the host answers', async ({ page, browser }) => {
    const models = (await (await page.request.get('/wps/relay/CBS_modelList')).json()).value as {
      id: number;
      name: string;
    }[];
    const lily = models.find((m) => m.name === 'Lily');
    expect(lily).toBeTruthy();
    // A visitor's ticket reads only.
    const visitorUrl = (
      await (await page.request.post('/wps/relay/CBS_launchChat', { data: { modelId: lily?.id } })).json()
    ).value.chatUrl as string;
    await page.goto(visitorUrl);
    await expect(page.getByTestId('chat-model-name')).toHaveText('Lily');
    await expect(page.getByTestId('chat-read-only')).toBeVisible();

    const { chatUrl: hostUrl } = admin('model', 'host', 'aurora', String(lily?.id)) as { chatUrl: string };
    const hostPage = await (await newQuietContext(browser)).newPage();
    await hostPage.goto(hostUrl);
    await expect(hostPage.getByTestId('chat-room')).toHaveAttribute('data-state', 'open');
    const text = `hello from the host ${Date.now()}`;
    await hostPage.getByTestId('chat-input').fill(text);
    await hostPage.getByTestId('chat-send').click();
    // The visitor's room shows it too, pushed through the server.
    await expect(page.getByTestId('chat-messages')).toContainText(text);
    await shot(page, 'live-chat-desktop.png');
    await hostPage.context().close();
  });
});
