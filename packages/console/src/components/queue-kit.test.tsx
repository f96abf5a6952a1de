import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chooseLanguage, i18n, initI18n } from '../i18n/setup';
import { useQueueAddress } from '../lib/address-params';
import { ApprovalActions, ApprovalDialog } from './approval-decision';
import { DeskTable } from './desk-table';
import { useRowDecision } from './queue-decision';
import { filterQuery, type QueueFilter, QueueFilters } from './queue-filters';
import { sortColumn } from './sort-column';
import { StatusTabs } from './status-tabs';

const TABS = ['pending', 'approved', 'rejected', 'all'] as const;
const FILTERS = [
  { key: 'member', label: 'member_account', type: 'text', maxLength: 50 },
  { key: 'from', label: 'from_day', type: 'date' },
  { key: 'min', label: 'withdrawal_min_amount', type: 'amount', param: 'minAmount' },
] as const satisfies readonly QueueFilter[];
interface Row {
  id: number;
  maker: string | null;
}

/** Where the queue's address stands, as a shared link would carry it. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

/** A desk made of the kit alone, as the deposit, withdrawal, P2P, money request and feedback desks are. */
function Queue(props: {
  rows: Row[];
  onQuery: (query: Record<string, unknown>) => void;
  decide: (input: { id: number; approve: boolean; reason?: string }) => void;
}) {
  const { t } = useTranslation();
  const queue = useQueueAddress({
    tabs: TABS,
    sorts: ['createdAt', 'amount'] as const,
    defaultSort: { by: 'createdAt', order: 'desc' },
  });
  props.onQuery({
    status: queue.tab,
    pageNo: queue.pageNo,
    sortBy: queue.sort.by,
    order: queue.sort.order,
    ...filterQuery(FILTERS, queue.filter),
  });
  const decision = useRowDecision(
    {
      mutate: (input: { id: number; approve: boolean; reason?: string }, options: { onSuccess: () => void }) => {
        props.decide(input);
        options.onSuccess();
      },
      reset: () => {},
      isPending: false,
      error: null,
    },
    (row: Row, approve: boolean, reason: string) =>
      approve ? { id: row.id, approve } : { id: row.id, approve, reason },
  );
  return (
    <>
      <StatusTabs
        tabs={TABS}
        current={queue.tab}
        onChange={queue.setTab}
        label={(tab) => t(`deposit_status_${tab}`)}
        counts={{ [queue.tab]: 42 }}
      />
      <QueueFilters
        label={t('deposit_filters')}
        filters={FILTERS.map((f) => ({ ...f, label: t(f.label) }))}
        value={queue.filter}
        onChange={queue.setFilter}
      />
      <DeskTable
        columns={[
          { label: t('request_id') },
          sortColumn(queue, 'createdAt', t('created_at')),
          sortColumn(queue, 'amount', t('amount'), true),
          { label: t('actions') },
        ]}
        rows={props.rows}
        empty={t('no_deposits')}
        page={{ pageNum: queue.pageNo, totalPages: 3, total: 42 }}
        onPage={queue.setPage}
      >
        {(row) => (
          <tr key={row.id}>
            <td>{row.id}</td>
            <td />
            <td />
            <td>
              <ApprovalActions
                request={{ open: true, maker: row.maker, twoOperators: true }}
                me="alice"
                mayDecide
                onDecide={(approve) => decision.start(row, approve)}
              />
            </td>
          </tr>
        )}
      </DeskTable>
      <ApprovalDialog
        reasonRoute="cashierDepositReject"
        deciding={decision.deciding && { approve: decision.deciding.choice }}
        title="Decide"
        message="1,500.00 to player01"
        pending={decision.pending}
        error={decision.error}
        onConfirm={decision.confirm}
        onCancel={decision.cancel}
      />
      <Address />
    </>
  );
}

function renderQueue(path: string, rows: Row[] = [{ id: 7, maker: null }]) {
  const queries: Record<string, unknown>[] = [];
  const decide = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Queue rows={rows} onQuery={(q) => queries.push(q)} decide={decide} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { last: () => queries.at(-1), decide, address: () => screen.getByTestId('address').textContent };
}

beforeAll(async () => {
  await initI18n('EN');
  await i18n.loadLanguages(['en', 'zh-CN']);
});
afterEach(async () => {
  await act(() => chooseLanguage('EN'));
});

describe('the queue kit: the view in the address', () => {
  it('reads the tab, filters, sort and page from a shared link, and asks the server for that view', () => {
    const q = renderQueue('/q?status=rejected&member=player01&from=2026-11-01&min=250&sort=amount&order=asc&page=2');
    expect(q.last()).toEqual({
      status: 'rejected',
      pageNo: 2,
      sortBy: 'amount',
      order: 'asc',
      member: 'player01',
      from: '2026-11-01',
      minAmount: 250,
    });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Rejected 42');
    expect((screen.getByLabelText('Account') as HTMLInputElement).value).toBe('player01');
    expect(screen.getByRole('columnheader', { name: /Amount/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: /Created/ }).getAttribute('aria-sort')).toBe('none');
  });

  it('opens on the first tab, newest first, when the address says nothing it offers', () => {
    const q = renderQueue('/q?status=bogus&sort=maker&page=x');
    expect(q.last()).toEqual({ status: 'pending', pageNo: 1, sortBy: 'createdAt', order: 'desc' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Pending 42');
    expect(screen.getByRole('columnheader', { name: /Created/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('puts a tab, a filter, a sort and a page into the address, back to the first page on each change', () => {
    const q = renderQueue('/q?page=3');
    fireEvent.click(screen.getByRole('tab', { name: 'Approved' }));
    expect(q.address()).toBe('?status=approved');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(q.address()).toBe('?status=approved&page=2');
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: ' player02 ' } });
    expect(q.address()).toBe('?status=approved&member=player02');
    fireEvent.click(screen.getByRole('button', { name: 'Amount' }));
    expect(q.address()).toBe('?status=approved&member=player02&sort=amount&order=desc');
    expect(q.last()).toMatchObject({ status: 'approved', member: 'player02', sortBy: 'amount', order: 'desc' });
    fireEvent.click(screen.getByRole('button', { name: /Amount/ }));
    expect(q.address()).toBe('?status=approved&member=player02&sort=amount&order=asc');
    // Back to the default view: the address keeps only what differs from it.
    fireEvent.click(screen.getByRole('button', { name: 'Created' }));
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Pending' }));
    expect(q.address()).toBe('');
    expect(q.last()).toEqual({ status: 'pending', pageNo: 1, sortBy: 'createdAt', order: 'desc' });
  });
});

describe('the queue kit: the decision', () => {
  it('approving calls the decision at once, without a reason', async () => {
    const q = renderQueue('/q');
    fireEvent.click(screen.getByRole('button', { name: 'First approval' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decide' });
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(q.decide).toHaveBeenCalledWith({ id: 7, approve: true });
  });

  it("rejecting requires a reason, said in the operator's language, and sends it trimmed", async () => {
    await act(() => chooseLanguage('CN'));
    const q = renderQueue('/q', [{ id: 8, maker: 'bob' }]);
    fireEvent.click(screen.getByRole('button', { name: '拒绝' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decide' });
    const reason = within(dialog).getByRole('textbox') as HTMLTextAreaElement;
    // The browser's own check says it in the operator's language too.
    expect(reason.validationMessage).toBe('请填写原因');
    fireEvent.change(reason, { target: { value: '   ' } });
    fireEvent.submit(within(dialog).getByRole('button', { name: '拒绝' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('请填写原因');
    expect(q.decide).not.toHaveBeenCalled();
    // The message goes as soon as there is a reason.
    fireEvent.change(reason, { target: { value: ' card not verified ' } });
    await vi.waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    fireEvent.submit(within(dialog).getByRole('button', { name: '拒绝' }));
    await vi.waitFor(() =>
      expect(q.decide).toHaveBeenCalledWith({ id: 8, approve: false, reason: 'card not verified' }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
