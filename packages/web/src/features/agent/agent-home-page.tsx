import { useTranslation } from 'react-i18next';
import { UserIcon } from '../../components/icon';
import { NotAvailablePage } from '../../components/not-available-page';

/** Spec 2 /agentHome: the agents' landing page after login on agent pages (app/agent-centre/agent-centre-pages.ts). */
export default function AgentHomePage() {
  const { t } = useTranslation();
  return <NotAvailablePage title={t('page_agent_home')} icon={<UserIcon />} />;
}
