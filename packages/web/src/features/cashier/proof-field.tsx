import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import styles from './deposit-page.module.css';
import { PROOF_ACCEPT, PROOF_MAX_MB, proofProblem, readDataUrl } from './deposit-rules';

export interface PickedProof {
  name: string;
  dataUrl: string;
}

/**
 * A proof picture (png or jpg, 5 MB at most): the picker, then the picture with a remove button. A file that is not
 * a picture or too big is refused here in the member's language (`onProblem`); the server checks the bytes again.
 */
export function ProofField({
  proof,
  onChange,
  onProblem,
  label,
  testId,
}: {
  proof: PickedProof | null;
  onChange: (proof: PickedProof | null) => void;
  onProblem: (problem: string | null) => void;
  label?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const bad = proofProblem(file);
    if (bad) {
      onProblem(t(bad, { size: PROOF_MAX_MB }));
      return;
    }
    onProblem(null);
    try {
      onChange({ name: file.name, dataUrl: await readDataUrl(file) });
    } catch {
      onProblem(t('cashier_error_proof_type'));
    }
  };
  return (
    <div className={styles.field}>
      <span className={styles.label}>{label ?? t('cashier_proof')}</span>
      <span className={styles.hint}>{t('cashier_proof_hint', { size: PROOF_MAX_MB })}</span>
      {proof ? (
        <div className={styles.proof}>
          <img src={proof.dataUrl} alt={proof.name} className={styles.proofImage} />
          <button type="button" className={buttonClass('ghost', { size: 'small' })} onClick={() => onChange(null)}>
            {t('cashier_proof_remove')}
          </button>
        </div>
      ) : (
        <label className={buttonClass('secondary', { className: styles.pick })}>
          {t('cashier_proof_pick')}
          <input
            type="file"
            accept={PROOF_ACCEPT}
            className={styles.file}
            onChange={(e) => void pick(e)}
            data-testid={testId}
          />
        </label>
      )}
    </div>
  );
}
