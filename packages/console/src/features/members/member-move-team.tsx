import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ReasonField } from '../../components/reason-field';
import { call } from '../../lib/api-client';
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
  const [uplineAccount, setUplineAccount] = useState('');
  const [reason, setReason] = useState('');
  const move = useMutation({
    mutationFn: () => call('memberMoveTeam', { memberId, uplineAccount: uplineAccount.trim() || null, reason }),
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
          setUplineAccount(upline ?? '');
          setReason('');
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
        onConfirm={() => move.mutate()}
        onCancel={() => setOpen(false)}
      >
        <label className="field">
          <span className="field__label">{t('new_upline')}</span>
          <input
            className="input"
            name="uplineAccount"
            value={uplineAccount}
            onChange={(e) => setUplineAccount(e.target.value)}
            maxLength={64}
            aria-describedby="move-team-hint"
          />
        </label>
        <p className="field__hint" id="move-team-hint">
          {t('new_upline_hint')}
        </p>
        <ReasonField value={reason} onChange={setReason} />
      </ConfirmDialog>
    </>
  );
}
