import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TextField } from '../../components/text-field';
import { call } from '../../lib/api-client';
import { useContractForm } from '../../lib/contract-form';
import { memberDetailKey } from './api/use-member-detail';

/**
 * Moves the member with its whole team under another agent, or to the brand itself when the upline is left empty
 * (agent-rules.md AG-TREE-1: only an operator moves a member, always with its team; audited with a reason).
 */
export function MemberMoveTeam({
  memberId,
  upline,
  teamSize,
}: {
  memberId: number;
  upline: string | null;
  teamSize: number;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const form = useContractForm('memberMoveTeam', {
    // An empty upline moves the team to the brand itself (null).
    refine: (request) =>
      request.omit({ memberId: true }).extend({
        uplineAccount: z
          .string()
          .trim()
          .transform((account) => account || null)
          .pipe(request.shape.uplineAccount),
      }),
    messages: { reason: 'reason_required' },
  });
  const { errors } = form.formState;
  const move = useMutation({
    mutationFn: (values: { uplineAccount: string | null; reason: string }) =>
      call('memberMoveTeam', { memberId, ...values }),
    onSuccess: async () => {
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: memberDetailKey(memberId) });
    },
  });
  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => {
          move.reset();
          form.reset({ uplineAccount: upline ?? '', reason: '' });
          setOpen(true);
        }}
      >
        {t('move_team')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('move_team')}
        message={t('move_team_message', { count: teamSize })}
        confirmLabel={t('move_team')}
        danger
        pending={move.isPending}
        error={move.error}
        onConfirm={form.handleSubmit((values) => move.mutate(values))}
        onCancel={() => setOpen(false)}
      >
        <TextField
          label={t('new_upline')}
          hint={t('new_upline_hint')}
          maxLength={64}
          error={errors.uplineAccount}
          {...form.register('uplineAccount')}
        />
        <TextField label={t('reason')} rows={3} maxLength={500} error={errors.reason} {...form.register('reason')} />
      </ConfirmDialog>
    </>
  );
}
