import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TextField } from '../../components/text-field';
import { call } from '../../lib/api-client';
import { useContractForm } from '../../lib/contract-form';

/**
 * The member's real name (issue 13): members set it once in the security centre; correcting it afterwards is this
 * audited action, with a reason.
 */
export function MemberRealName({ memberId, current }: { memberId: number; current: string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const form = useContractForm('memberSetRealName', {
    refine: (request) => request.omit({ memberId: true }),
    messages: { reason: 'reason_required' },
  });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: (values: { realName: string; reason: string }) => call('memberSetRealName', { memberId, ...values }),
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
          form.reset({ realName: current ?? '', reason: '' });
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
        onConfirm={form.handleSubmit((values) => save.mutate(values))}
        onCancel={() => setOpen(false)}
      >
        <TextField label={t('real_name')} maxLength={50} error={errors.realName} {...form.register('realName')} />
        <TextField label={t('reason')} rows={3} maxLength={500} error={errors.reason} {...form.register('reason')} />
      </ConfirmDialog>
    </>
  );
}
