import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TextField } from '../../components/text-field';
import { useContractForm } from '../../lib/contract-form';
import { type MemberActionName, useMemberAction } from './api/use-member-action';

interface MemberActionsProps {
  memberId: number;
  account: string;
  locked: boolean;
}

const LABELS: Record<MemberActionName, { button: string; title: string; message: string; danger: boolean }> = {
  memberLock: { button: 'lock_member', title: 'lock_member_title', message: 'lock_member_message', danger: true },
  memberUnlock: {
    button: 'unlock_member',
    title: 'unlock_member_title',
    message: 'unlock_member_message',
    danger: false,
  },
  memberEndSessions: {
    button: 'end_sessions',
    title: 'end_sessions_title',
    message: 'end_sessions_message',
    danger: true,
  },
  memberForcePasswordChange: {
    button: 'force_password_change',
    title: 'force_password_change_title',
    message: 'force_password_change_message',
    danger: true,
  },
};

/** Lock or unlock, end sessions, force a password change: each asks for confirmation first (issue 12). */
export function MemberActions({ memberId, account, locked }: MemberActionsProps) {
  const { t } = useTranslation();
  const action = useMemberAction(memberId);
  const [open, setOpen] = useState<MemberActionName | null>(null);
  const form = useContractForm('memberLock', {
    refine: (request) => request.omit({ memberId: true }),
    messages: { reason: 'reason_required' },
  });
  const [done, setDone] = useState<MemberActionName | null>(null);

  const start = (name: MemberActionName) => {
    action.reset();
    form.reset({ reason: '' });
    setDone(null);
    setOpen(name);
  };
  const confirm = (reason?: string) => {
    if (!open) return;
    const name = open;
    action.mutate(
      { action: name, ...(reason === undefined ? {} : { reason }) },
      {
        onSuccess: () => {
          setOpen(null);
          setDone(name);
        },
      },
    );
  };

  const names: MemberActionName[] = [
    locked ? 'memberUnlock' : 'memberLock',
    'memberEndSessions',
    'memberForcePasswordChange',
  ];
  const label = open ? LABELS[open] : null;
  return (
    <>
      {names.map((name) => (
        <button
          key={name}
          type="button"
          className={LABELS[name].danger ? 'button button--danger-outline' : 'button'}
          onClick={() => start(name)}
        >
          {t(LABELS[name].button)}
        </button>
      ))}
      {done && (
        <span className="inline-status" role="status">
          {t('action_done')}
        </span>
      )}
      <ConfirmDialog
        open={open !== null}
        title={label ? t(label.title) : ''}
        message={label ? t(label.message, { account }) : ''}
        confirmLabel={label ? t(label.button) : ''}
        danger={label?.danger ?? false}
        pending={action.isPending}
        error={action.error}
        // Only a lock carries a reason, which its form checks first.
        onConfirm={open === 'memberLock' ? form.handleSubmit(({ reason }) => confirm(reason)) : () => confirm()}
        onCancel={() => setOpen(null)}
      >
        {open === 'memberLock' && (
          <TextField
            label={t('reason')}
            rows={3}
            maxLength={500}
            error={form.formState.errors.reason}
            {...form.register('reason')}
          />
        )}
      </ConfirmDialog>
    </>
  );
}
