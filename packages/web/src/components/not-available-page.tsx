import type { ReactNode } from 'react';
import { NotAvailable } from './not-available';
import { PageFrame } from './page-frame';

/** A page whose feature comes in a later issue: its translated title and the not-available state. */
export function NotAvailablePage({ title, icon, children }: { title: string; icon?: ReactNode; children?: ReactNode }) {
  return (
    <PageFrame title={title} icon={icon}>
      {children}
      <NotAvailable />
    </PageFrame>
  );
}
