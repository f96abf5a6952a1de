import { useTranslation } from 'react-i18next';
import { DialogShell } from '../../components/dialog-shell';
import { FeedbackForm } from './feedback-form';

/** Spec 2 modals "feedback": the footer's feedback entry opens the form in a dialog. */
export function FeedbackDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={t('page_feedback')}
      description={t('feedback_intro')}
      testId="feedback-dialog"
      wide
    >
      <FeedbackForm />
    </DialogShell>
  );
}
