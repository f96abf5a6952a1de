import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';

/** Only image data URLs of the two stored types are shown, and only as <img> (never as a link or a frame). */
export function isProofImage(src: string): boolean {
  return /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/.test(src);
}

/** A proof as its query answers it: the image (checked by its bytes when the member sent it) or null. */
export interface ProofQuery {
  data?: { image: string | null } | undefined;
  error: unknown;
}

/**
 * A member's proof image in a modal dialog (a deposit's transfer, either side of a P2P payment): the browser's
 * <dialog> traps focus and closes on Escape; nothing inline, so the console's CSP holds.
 */
export function ProofDialog({ title, proof, onClose }: { title: string; proof: ProofQuery; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);
  const image = proof.data?.image;
  return (
    <dialog
      ref={ref}
      className="dialog dialog--wide"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="dialog__form">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <ErrorNotice error={proof.error} />
        {!proof.data && !proof.error && <p className="muted">{t('loading')}</p>}
        {image && isProofImage(image) && <img className="proof__image" src={image} alt={title} />}
        {proof.data && !image && <p className="muted">{t('deposit_no_proof')}</p>}
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {t('close')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
