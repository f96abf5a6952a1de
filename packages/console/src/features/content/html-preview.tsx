import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';
import { useContentPreview } from './api/use-content';

/** Waits until typing pauses before asking the server again. */
function useSettled(value: string, ms = 400): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The preview of an article or notice: the HTML the server's sanitiser answers (exactly what a save stores),
 * shown in a sandboxed frame with no script, form or same-origin rights. The operator's own HTML is never rendered.
 */
export function HtmlPreview({ html }: { html: string }) {
  const { t } = useTranslation();
  const preview = useContentPreview(useSettled(html));
  const clean = html.trim() === '' ? '' : (preview.data?.html ?? '');
  return (
    <section className="preview" aria-label={t('content_preview')}>
      <h2 className="panel__title">{t('content_preview')}</h2>
      <ErrorNotice error={preview.error} />
      <iframe className="preview__frame" title={t('content_preview')} sandbox="" srcDoc={clean} />
      <details className="preview__source">
        <summary>{t('content_preview_source')}</summary>
        <pre className="mono preview__code" data-testid="preview-source">
          {clean}
        </pre>
      </details>
    </section>
  );
}
