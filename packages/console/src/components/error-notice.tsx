import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/error-text';

/** A failed call's message, read by screen readers as it appears. */
export function ErrorNotice({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p className="notice notice--error" role="alert">
      {errorText(t, error)}
    </p>
  );
}
