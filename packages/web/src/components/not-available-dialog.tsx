import { DialogShell } from './dialog-shell';
import { NotAvailable } from './not-available';

/** An entry point whose feature comes later (feedback, invite): it opens this honest state. */
export function NotAvailableDialog({
  open,
  onOpenChange,
  title,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
}) {
  return (
    <DialogShell open={open} onOpenChange={onOpenChange} title={title}>
      <NotAvailable compact />
    </DialogShell>
  );
}
