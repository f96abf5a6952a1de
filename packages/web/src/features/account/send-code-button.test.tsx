import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n/setup';
import { SendCodeButton } from './send-code-button';

describe('send-code button (spec 4 "SMS send")', () => {
  beforeAll(() => initI18n('EN'));
  afterEach(() => vi.useRealTimers());

  it('counts down 60 s per expired minute with the button disabled, then enables it again', async () => {
    vi.useFakeTimers();
    const send = vi.fn(async () => ({ expiredMinutes: 2 }));
    render(
      <I18nextProvider i18n={i18n}>
        <SendCodeButton send={send} canSend={() => true} testId="sms-send" />
      </I18nextProvider>,
    );
    const button = screen.getByTestId('sms-send') as HTMLButtonElement;
    expect(button.textContent).toBe('Send code');
    await act(async () => {
      fireEvent.click(button);
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Resend in 120s');
    for (let i = 0; i < 119; i += 1) {
      act(() => {
        vi.advanceTimersByTime(1000);
      });
    }
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Resend in 1s');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe('Send code');
  });

  it('drops clicks within the throttle window and shows a failure in a warning dialog', async () => {
    const send = vi.fn(async () => {
      throw Object.assign(new Error('Too many requests'), {});
    });
    render(
      <I18nextProvider i18n={i18n}>
        <SendCodeButton send={send} canSend={() => true} throttleMs={1000} testId="sms-send" />
      </I18nextProvider>,
    );
    const button = screen.getByTestId('sms-send');
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect((await screen.findByTestId('sms-error')).textContent).toBe('Unknown error');
  });
});
