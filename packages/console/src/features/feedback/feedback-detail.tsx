import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';
import { formatDateTime } from '../../lib/format';
import { useFeedbackDetail, type useFeedbackHandle } from './api/use-feedback';

/** Only image data URLs of the two stored types are shown, and only as <img> (never as a link or a frame). */
export function isShownImage(src: string): boolean {
  return /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/.test(src);
}

interface FeedbackDetailProps {
  id: number;
  handle: ReturnType<typeof useFeedbackHandle>;
  onClose: () => void;
}

/** One feedback: who sent it, when, from where, its text and its images; mark it handled or open again. */
export function FeedbackDetail({ id, handle, onClose }: FeedbackDetailProps) {
  const { t } = useTranslation();
  const detail = useFeedbackDetail(id);
  const f = detail.data?.feedback;
  return (
    <section className="panel" aria-label={t('feedback_detail')}>
      <h2 className="panel__title">{t('feedback_detail')}</h2>
      <ErrorNotice error={detail.error} />
      {f && (
        <>
          <dl className="facts">
            <div className="facts__row">
              <dt>{t('feedback_sent_at')}</dt>
              <dd>{formatDateTime(f.createdAt)}</dd>
            </div>
            <div className="facts__row">
              <dt>{t('feedback_from')}</dt>
              <dd>{f.memberAccount ?? t('feedback_visitor')}</dd>
            </div>
            <div className="facts__row">
              <dt>IP</dt>
              <dd className="mono">{f.ip}</dd>
            </div>
            {f.handledAt && (
              <div className="facts__row">
                <dt>{t('feedback_handled')}</dt>
                <dd>
                  {f.handledBy} · {formatDateTime(f.handledAt)}
                </dd>
              </div>
            )}
          </dl>
          <p className="feedback__body">{f.content}</p>
          {detail.data && detail.data.images.length > 0 && (
            <div className="feedback__images">
              {detail.data.images.filter(isShownImage).map((src, i) => (
                <img
                  key={src.slice(-32) + String(i)}
                  className="feedback__image"
                  src={src}
                  alt={t('feedback_image_n', { n: i + 1 })}
                />
              ))}
            </div>
          )}
          <div className="filters__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={handle.isPending}
              onClick={() => handle.mutate({ id: f.id, handled: !f.handledAt })}
            >
              {f.handledAt ? t('feedback_reopen') : t('feedback_mark_handled')}
            </button>
            <button type="button" className="button" onClick={onClose}>
              {t('close')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
