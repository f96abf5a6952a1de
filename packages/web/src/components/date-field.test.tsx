import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderSection } from '../test/render-section';
import { DateField } from './date-field';

/** A field with its day kept by the caller, as the records pages' range bar keeps it. */
function Harness({ initial, max, onChange }: { initial: string; max?: string; onChange: (day: string) => void }) {
  const [day, setDay] = useState(initial);
  return (
    <DateField
      label="From"
      value={day}
      max={max}
      onChange={(next) => {
        setDay(next);
        onChange(next);
      }}
      testId="from"
    />
  );
}

describe('date field (spec 9 year-month-day)', () => {
  it('shows its day as YYYY-MM-DD in a labelled text field and takes a full day as it is typed', async () => {
    const onChange = vi.fn();
    await renderSection(<Harness initial="2026-06-04" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement;
    expect(input.value).toBe('2026-06-04');
    expect(input.type).toBe('text');
    fireEvent.change(input, { target: { value: '2026-05-2' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '2026-05-21' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-05-21');
    // A shorter form is read when the field is left, and shown as the one format.
    fireEvent.change(input, { target: { value: '2026/5/3' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith('2026-05-03');
    expect(input.value).toBe('2026-05-03');
  });

  it('says why a day is refused, keeps the last good one, and the message goes once the text is right', async () => {
    const onChange = vi.fn();
    await renderSection(<Harness initial="2026-06-04" max="2026-06-10" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'From' });
    fireEvent.change(input, { target: { value: '06/01/2026' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('Enter the date as YYYY-MM-DD, for example 2026-06-04');
    // The format and the example stay left to right (and whole) inside a right-to-left message.
    expect(screen.getByRole('alert').querySelectorAll('bdi[dir="ltr"]')).toHaveLength(2);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    fireEvent.change(input, { target: { value: '2026-02-30' } });
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.change(input, { target: { value: '2026-06-11' } });
    expect(screen.getByRole('alert').textContent).toBe('Choose 2026-06-10 or an earlier day');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '2026-06-01' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith('2026-06-01');
  });

  it('picks a day from the calendar with the keyboard', async () => {
    const onChange = vi.fn();
    await renderSection(<Harness initial="2026-06-04" max="2026-06-10" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open calendar (From)' }));
    const calendar = screen.getByRole('dialog', { name: 'From' });
    expect(screen.getByTestId('from-month-month').textContent).toBe('June 2026');
    const chosen = calendar.querySelector<HTMLButtonElement>('[data-day="2026-06-04"]');
    expect(chosen?.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(chosen);
    // A week back, a day on, then a month back.
    const grid = calendar.querySelector('table') as HTMLTableElement;
    fireEvent.keyDown(grid, { key: 'ArrowUp' });
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    expect((document.activeElement as HTMLElement).dataset.day).toBe('2026-05-29');
    fireEvent.keyDown(grid, { key: 'PageUp' });
    expect(screen.getByTestId('from-month-month').textContent).toBe('April 2026');
    // Not past `max`: a month on stops at its day, and the days after it cannot be picked.
    fireEvent.keyDown(grid, { key: 'PageDown' });
    fireEvent.keyDown(grid, { key: 'PageDown' });
    expect((document.activeElement as HTMLElement).dataset.day).toBe('2026-06-10');
    expect(calendar.querySelector<HTMLButtonElement>('[data-day="2026-06-11"]')?.disabled).toBe(true);
    fireEvent.keyDown(grid, { key: 'ArrowUp' });
    fireEvent.click(document.activeElement as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith('2026-06-03');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement).value).toBe('2026-06-03');
  });
});
