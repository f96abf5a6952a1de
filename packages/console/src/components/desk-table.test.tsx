import { fireEvent, render, screen, within } from '@testing-library/react';
import { ApiError } from '@wl/contract/envelope-client';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../i18n/setup';
import { type DeskColumn, DeskTable } from './desk-table';

type Row = { id: number; account: string; amount: string };
const columns: DeskColumn[] = [
  { label: 'Account' },
  { label: <button type="button">Amount ▲</button>, key: 'amount', num: true, sort: 'ascending' },
];
const rows: Row[] = [
  { id: 1, account: 'alice', amount: '10.00' },
  { id: 2, account: 'bob', amount: '20.00' },
];
const row = (r: Row) => (
  <tr key={r.id}>
    <td>{r.account}</td>
    <td className="num">{r.amount}</td>
  </tr>
);

function show(node: ReactNode) {
  render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

beforeAll(async () => {
  await initI18n('EN');
  await i18n.loadLanguages('en');
});

describe('DeskTable', () => {
  it('shows the columns and a row per item, the sorted column marked, and pages through the list', () => {
    const onPage = vi.fn();
    show(
      <DeskTable
        columns={columns}
        rows={rows}
        empty="No members"
        page={{ pageNum: 2, totalPages: 3, total: 45 }}
        onPage={onPage}
        label="Members"
      >
        {row}
      </DeskTable>,
    );
    const table = screen.getByRole('table', { name: 'Members' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Account', 'Amount ▲']);
    expect(headers[1]?.getAttribute('aria-sort')).toBe('ascending');
    expect(headers[1]?.className).toBe('num');
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows.map((r) => r.textContent)).toEqual(['alice10.00', 'bob20.00']);
    expect(screen.queryByText('No members')).toBeNull();

    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(pager.textContent).toContain('45 in all');
    expect(pager.textContent).toContain('Page 2 of 3');
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(3);
    fireEvent.click(within(pager).getByRole('button', { name: 'First' }));
    expect(onPage).toHaveBeenLastCalledWith(1);
  });

  it('says the list is empty in one row across every column', () => {
    show(
      <DeskTable columns={columns} rows={[]} empty="No members">
        {row}
      </DeskTable>,
    );
    const cell = screen.getByRole('cell', { name: 'No members' });
    expect(cell.getAttribute('colspan')).toBe('2');
    // No pager without a page: a list that is not paged (the settlement job's runs).
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says it is loading until the first answer, and shows a failed call by its code', () => {
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <DeskTable columns={columns} rows={undefined} empty="No members" loading>
          {row}
        </DeskTable>
      </I18nextProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByRole('table')).toBeNull();

    rerender(
      <I18nextProvider i18n={i18n}>
        <DeskTable
          columns={columns}
          rows={undefined}
          empty="No members"
          error={new ApiError('forbidden', 'You are not allowed to do this', 403)}
        >
          {row}
        </DeskTable>
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe('You are not allowed to do this');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
