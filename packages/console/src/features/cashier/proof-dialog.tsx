import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';
import { useDepositProof } from './api/use-cashier';

/** Only image data URLs of the two stored types are shown, and only as <img> (never as a link or a frame). */
export function isProofImage(src: string): boolean {
  return /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/.test(src);
}

/** A deposit's proof image (checked by its bytes when the member sent it), in a panel above the queue. */
export function ProofDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const proof = useDepositProof(id);
  const image = proof.data?.image;
  return (
    <section className="panel" aria-label={t('deposit_proof')}>
      <h2 className="panel__title">
        {t('deposit_proof')} #{id}
      </h2>
      <ErrorNotice error={proof.error} />
      {image && isProofImage(image) && (
        <div className="feedback__images">
          <img className="feedback__image" src={image} alt={t('deposit_proof')} />
        </div>
      )}
      {proof.data && !image && <p className="muted">{t('deposit_no_proof')}</p>}
      <div className="filters__actions">
        <button type="button" className="button" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </section>
  );
}
