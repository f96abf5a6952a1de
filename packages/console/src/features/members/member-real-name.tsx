import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ReasonField } from '../../components/reason-field';
import { call } from '../../lib/api-client';

/**
 * The member's real name (issue 13): members set it once in the security centre; correcting it afterwards is this
 * audited action, with a reason.
 */
export function MemberRealName({ memberId, current }: { memberId: number; current: string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [realName, setRealName] = useState(current ?? '');
  const [reason, setReason] = useState('');
  const save = useMutation({
    mutationFn: () => call('memberSetRealName', { memberId, realName, reason }),
    onSuccess: async () => {
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: ['memberDetail', memberId] });
    },
  });
  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => {
          save.reset();
          setRealName(current ?? '');
          setReason('');
          setOpen(true);
        }}
      >
        {t('set_real_name')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('set_real_name')}
        message={t('set_real_name_message')}
        confirmLabel={t('set_real_name')}
        pending={save.isPending}
        error={save.error}
        onConfirm={() => save.mutate()}
        onCancel={() => setOpen(false)}
      >
        <label className="field">
          <span className="field__label">{t('real_name')}</span>
          <input
            className="input"
            name="realName"
            value={realName}
            onChange={(e) => setRealName(e.target.value)}
            required
            minLength={2}
            maxLength={50}
          />
        </label>
        <ReasonField value={reason} onChange={setReason} />
      </ConfirmDialog>
    </>
  );
}
