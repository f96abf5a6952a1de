import { fireEvent, render, screen, within } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../i18n/setup';
import { type Approvable, ApprovalActions, ApprovalDialog, FirstApprovalNote } from './approval-decision';

function show(node: ReactNode) {
  return render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

beforeAll(async () => {
  await initI18n('EN');
  await i18n.loadLanguages('en');
});

const request = (over: Partial<Approvable> = {}): Approvable => ({
  open: true,
  maker: null,
  twoOperators: true,
  ...over,
});

describe('ApprovalActions', () => {
  it('offers a first approval above the threshold, and rejection', () => {
    const onDecide = vi.fn();
    show(<ApprovalActions request={request()} me="alice" mayDecide onDecide={onDecide} />);
    fireEvent.click(screen.getByRole('button', { name: 'First approval' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onDecide.mock.calls).toEqual([[true], [false]]);
  });

  it("offers the second approval of another operator's request, and a single one below the threshold", () => {
    const { unmount } = show(
      <ApprovalActions request={request({ maker: 'bob' })} me="alice" mayDecide onDecide={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    unmount();
    show(<ApprovalActions request={request({ twoOperators: false })} me="alice" mayDecide onDecide={() => {}} />);
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'First approval' })).toBeNull();
  });

  it('tells the maker (or first approver) that another operator decides, with no buttons', () => {
    show(<ApprovalActions request={request({ maker: 'alice' })} me="alice" mayDecide onDecide={() => {}} />);
    expect(screen.getByText('Another operator decides')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('shows nothing on a decided request, or to an operator who may not decide', () => {
    const { container, unmount } = show(
      <ApprovalActions request={request({ open: false })} me="alice" mayDecide onDecide={() => {}} />,
    );
    expect(container.textContent).toBe('');
    unmount();
    const other = show(<ApprovalActions request={request()} me="alice" mayDecide={false} onDecide={() => {}} />);
    expect(other.container.textContent).toBe('');
  });

  it('notes the first approval an open request waits on', () => {
    const { unmount } = show(<FirstApprovalNote request={request({ maker: 'bob' })} />);
    expect(screen.getByText('First approval by bob: a second operator must approve')).toBeTruthy();
    unmount();
    const decided = show(<FirstApprovalNote request={request({ maker: 'bob', open: false })} />);
    expect(decided.container.textContent).toBe('');
  });
});

/** A desk's use of the dialog: a row's decision opens it, the confirmation is sent with its reason. */
function Desk({ onConfirm }: { onConfirm: (approve: boolean, reason: string) => void }) {
  const [deciding, setDeciding] = useState<{ approve: boolean } | null>(null);
  return (
    <>
      <ApprovalActions
        request={request({ maker: 'bob' })}
        me="alice"
        mayDecide
        onDecide={(a) => setDeciding({ approve: a })}
      />
      <ApprovalDialog
        reasonRoute="cashierDepositReject"
        deciding={deciding}
        title={deciding?.approve ? 'Approve it?' : 'Reject it?'}
        message="1,500.00 to player01"
        pending={false}
        error={null}
        onConfirm={(reason) => {
          onConfirm(deciding?.approve ?? false, reason);
          setDeciding(null);
        }}
        onCancel={() => setDeciding(null)}
      />
    </>
  );
}

describe('ApprovalDialog', () => {
  it('asks for a reason to reject and sends it; each decision starts with an empty reason', async () => {
    const onConfirm = vi.fn();
    show(<Desk onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('1,500.00 to player01');
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' }) as HTMLTextAreaElement;
    expect(reason.required).toBe(true);
    fireEvent.change(reason, { target: { value: 'card not verified' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Reject' })[0] as HTMLElement);
    dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByRole('textbox', { name: 'Reason' }) as HTMLTextAreaElement).value).toBe('');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'duplicate' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() => expect(onConfirm).toHaveBeenCalledWith(false, 'duplicate'));
  });

  it('approves without a reason', async () => {
    const onConfirm = vi.fn();
    show(<Desk onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve it?' });
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(onConfirm).toHaveBeenCalledWith(true, '');
  });
});
