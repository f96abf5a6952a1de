import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderSection } from '../test/render-section';
import { WarningDialog } from './warning-dialog';

describe('warning dialog', () => {
  it('acknowledges with OK (nothing is submitted), and OK closes it', async () => {
    const onClose = vi.fn();
    await renderSection(<WarningDialog message="Invalid invitation code" onClose={onClose} />);
    expect(screen.getByRole('alert').textContent).toBe('Invalid invitation code');
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('is closed while there is no message', async () => {
    await renderSection(<WarningDialog message={null} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
