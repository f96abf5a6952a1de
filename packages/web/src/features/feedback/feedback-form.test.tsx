import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fail, ok, stubApi } from '../../test/api-stub';
import { jsonBody } from '../../test/game-fixtures';
import { renderRoute } from '../../test/render-app';

const FEEDBACK = '/wps/feedback';
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const png = (name = 'shot.png', bytes: BlobPart = PNG_BYTES) => new File([bytes], name, { type: 'image/png' });

async function openPage() {
  await renderRoute('/feedback');
  return screen.findByTestId('feedback-form');
}

function pick(...files: File[]) {
  fireEvent.change(screen.getByTestId('feedback-images'), { target: { files } });
}

const write = (text: string) => fireEvent.change(screen.getByTestId('feedback-content'), { target: { value: text } });

describe('feedback and complaints', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a page titled "Feedback and complaints" with a labelled image picker', async () => {
    stubApi({});
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Feedback and complaints' })).toBeTruthy();
    const input = screen.getByLabelText('Add image') as HTMLInputElement;
    expect(input).toBe(screen.getByTestId('feedback-images'));
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/png,image/jpeg');
  });

  it('refuses an image over 5 MB with its message and does not call the server', async () => {
    const api = stubApi({ feedback: ok({ id: 1 }) });
    await openPage();
    pick(png('huge.png', new Uint8Array(5 * 1024 * 1024 + 1)));
    expect((await screen.findByRole('alert')).textContent).toBe('Each image must be 5 MB or smaller');
    expect(screen.queryByRole('img', { name: 'huge.png' })).toBeNull();
    expect(callsTo(api, 'feedback')).toBe(0);
  });

  it('refuses a gif with its message and does not call the server', async () => {
    const api = stubApi({ feedback: ok({ id: 1 }) });
    await openPage();
    pick(new File(['GIF89a'], 'funny.gif', { type: 'image/gif' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Only PNG or JPG images can be attached');
    expect(screen.queryByRole('img', { name: 'funny.gif' })).toBeNull();
    expect(callsTo(api, 'feedback')).toBe(0);
  });

  it('keeps at most 3 images and says so', async () => {
    stubApi({});
    await openPage();
    pick(png('1.png'), png('2.png'), png('3.png'), png('4.png'));
    expect((await screen.findByRole('alert')).textContent).toBe('You can attach at most 3 images');
    await waitFor(() => expect(screen.getAllByTestId('feedback-image-remove')).toHaveLength(3));
    expect(screen.queryByRole('img', { name: '4.png' })).toBeNull();
    expect((screen.getByTestId('feedback-images') as HTMLInputElement).disabled).toBe(true);
    // Removing one makes room again.
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 2.png' }));
    expect(screen.queryByRole('img', { name: '2.png' })).toBeNull();
    expect((screen.getByTestId('feedback-images') as HTMLInputElement).disabled).toBe(false);
  });

  it('asks for a message before sending', async () => {
    const api = stubApi({ feedback: ok({ id: 1 }) });
    await openPage();
    write('   ');
    fireEvent.click(screen.getByTestId('feedback-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('Please write your message first');
    expect(callsTo(api, 'feedback')).toBe(0);
  });

  it('counts the characters up to 140', async () => {
    stubApi({});
    await openPage();
    const counter = screen.getByTestId('feedback-counter');
    expect(counter.textContent).toBe('0 / 140 characters');
    write('Great site');
    expect(counter.textContent).toBe('10 / 140 characters');
    expect((screen.getByTestId('feedback-content') as HTMLTextAreaElement).maxLength).toBe(140);
    expect(screen.getByTestId('feedback-content').getAttribute('aria-describedby')).toBe(counter.id);
  });

  it('sends the trimmed message with the image as a data URL, thanks and resets', async () => {
    const api = stubApi({ feedback: ok({ id: 7 }) });
    await openPage();
    pick(png('screen.png'));
    expect(await screen.findByRole('img', { name: 'screen.png' })).toBeTruthy();
    write('  The deposit page is slow  ');
    fireEvent.click(screen.getByTestId('feedback-submit'));

    expect((await screen.findByRole('status')).textContent).toBe('Thank you! Your feedback has been sent.');
    const sent = api.mock.calls.find(([input]) => String(input) === FEEDBACK);
    expect(sent?.[1]?.method).toBe('PUT');
    const body = jsonBody(sent?.[1]) as { content: string; images: string[] };
    expect(body.content).toBe('The deposit page is slow');
    expect(body.images).toHaveLength(1);
    expect(body.images[0]).toBe(`data:image/png;base64,${btoa(String.fromCharCode(...PNG_BYTES))}`);
    expect((screen.getByTestId('feedback-content') as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByRole('img', { name: 'screen.png' })).toBeNull();
  });

  it("shows the server's refusal through its translated code", async () => {
    stubApi({ feedback: fail(429, 'rate_limited', 'Too many') });
    await openPage();
    write('Hello');
    fireEvent.click(screen.getByTestId('feedback-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests, please slow down');
    expect((screen.getByTestId('feedback-content') as HTMLTextAreaElement).value).toBe('Hello');
  });

  it("opens from the footer's feedback button in a dialog", async () => {
    stubApi({ feedback: ok({ id: 2 }) });
    await renderRoute('/help');
    fireEvent.click(await screen.findByTestId('footer-feedback'));
    const dialog = await screen.findByTestId('feedback-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Feedback and complaints' })).toBeTruthy();
    expect(within(dialog).getByTestId('feedback-form')).toBeTruthy();
  });
});
