import { CONSTANTS } from '@wl/contract/constants';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { CloseIcon } from '../../components/icon';
import { formErrorText, useContractForm } from '../../lib/contract-form';
import { errorText } from '../../lib/error-text';
import { useSendFeedback } from './api/send-feedback';
import styles from './feedback-form.module.css';
import {
  IMAGE_ACCEPT,
  IMAGE_MAX_FILES,
  IMAGE_MAX_MB,
  type PickedImage,
  readDataUrl,
  sortImages,
} from './feedback-images';

const MAX_LENGTH = CONSTANTS.feedbackMaxLength;

/**
 * Feedback and complaints (spec 7 feedback): a message of 1 to 140 characters and up to 3 png or jpg images of
 * 5 MB at most (spec 5, 9). Every rule is checked here before the call; the server checks them again.
 */
export function FeedbackForm() {
  const { t } = useTranslation();
  const id = useId();
  const form = useContractForm('feedback', {
    // The images are picked apart (read as data: URLs); the message is the form's one text.
    schema: (request) => request.omit({ images: true }),
    defaultValues: { content: '' },
    required: { content: 'feedback_error_empty' },
  });
  const content = form.watch('content');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const nextImage = useRef(0);
  const send = useSendFeedback();
  const contentError = form.formState.errors.content?.message;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // The same file may be picked again after it was removed.
    event.target.value = '';
    if (files.length === 0) return;
    setSent(false);
    const { accepted, problem } = sortImages(files, images.length);
    setError(problem ? t(problem, { size: IMAGE_MAX_MB, max: IMAGE_MAX_FILES }) : null);
    try {
      const read = await Promise.all(
        accepted.map(async (file) => ({
          id: `${++nextImage.current}`,
          name: file.name,
          dataUrl: await readDataUrl(file),
        })),
      );
      setImages((current) => [...current, ...read].slice(0, IMAGE_MAX_FILES));
    } catch {
      setError(t('feedback_error_read'));
    }
  };

  const submit = form.handleSubmit(({ content: text }) => {
    setError(null);
    setSent(false);
    send.mutate(
      { content: text, images: images.map((image) => image.dataUrl) },
      {
        onSuccess: () => {
          form.reset();
          setImages([]);
          setSent(true);
        },
        onError: (failure) => setError(errorText(t, failure)),
      },
    );
  });
  const shownError = contentError ? formErrorText(t, contentError) : error;

  const full = images.length >= IMAGE_MAX_FILES;
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="feedback-form">
      <div className={styles.field}>
        <label htmlFor={`${id}-content`} className={styles.label}>
          {t('feedback_content_label')}
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        </label>
        <textarea
          id={`${id}-content`}
          className={styles.textarea}
          {...form.register('content', { onChange: () => setSent(false) })}
          aria-invalid={contentError ? true : undefined}
          maxLength={MAX_LENGTH}
          rows={5}
          dir="auto"
          placeholder={t('feedback_placeholder')}
          aria-required="true"
          aria-describedby={`${id}-counter`}
          data-testid="feedback-content"
        />
        <span
          id={`${id}-counter`}
          className={`${styles.counter} ${content.length >= MAX_LENGTH ? styles.counterFull : ''}`}
          data-testid="feedback-counter"
        >
          {t('feedback_counter', { length: content.length, max: MAX_LENGTH })}
        </span>
      </div>

      <fieldset className={styles.field}>
        <legend className={styles.label}>{t('feedback_images_label')}</legend>
        <p id={`${id}-hint`} className={styles.hint}>
          {t('feedback_images_hint', { max: IMAGE_MAX_FILES, size: IMAGE_MAX_MB })}
        </p>
        <ul className={styles.thumbs}>
          {images.map((image) => (
            <li key={image.id} className={styles.thumb}>
              <img src={image.dataUrl} alt={image.name} className={styles.thumbImage} />
              <button
                type="button"
                className={styles.remove}
                onClick={() => setImages((current) => current.filter((i) => i.id !== image.id))}
                aria-label={t('feedback_remove_image', { name: image.name })}
                data-testid="feedback-image-remove"
              >
                <CloseIcon size={14} />
              </button>
            </li>
          ))}
          <li>
            <label className={`${styles.add} ${full ? styles.addDisabled : ''}`}>
              <input
                type="file"
                className="visually-hidden"
                accept={IMAGE_ACCEPT}
                multiple
                disabled={full}
                onChange={(event) => void pick(event)}
                aria-describedby={`${id}-hint`}
                data-testid="feedback-images"
              />
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" className={styles.addIcon}>
                <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span>{t('feedback_add_image')}</span>
            </label>
          </li>
        </ul>
      </fieldset>

      {shownError ? (
        <p className={styles.error} role="alert" data-testid="feedback-error">
          {shownError}
        </p>
      ) : null}
      {sent ? (
        <p className={styles.thanks} role="status" data-testid="feedback-thanks">
          {t('feedback_thanks')}
        </p>
      ) : null}
      <button
        type="submit"
        className={buttonClass('primary', { size: 'large', className: styles.submit })}
        disabled={send.isPending}
        aria-busy={send.isPending || undefined}
        data-testid="feedback-submit"
      >
        {t('feedback_send')}
      </button>
    </form>
  );
}
