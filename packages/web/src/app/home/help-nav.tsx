import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { To } from 'react-router';
import { AppLink } from '../../components/app-link';
import { HELP_TOPICS } from '../../components/help-topics';
import { HomeSection } from '../../components/home-section';
import type { IconProps } from '../../components/icon';
import styles from './help-nav.module.css';
import {
  BookIcon,
  CareIcon,
  DocumentIcon,
  DownloadIcon,
  InfoIcon,
  MailIcon,
  QuestionIcon,
  ShieldIcon,
  TrophyIcon,
} from './home-icons';

const TOPIC_ICONS: Record<(typeof HELP_TOPICS)[number]['anchor'], ComponentType<IconProps>> = {
  about: InfoIcon,
  faq: QuestionIcon,
  terms: DocumentIcon,
  privacy: ShieldIcon,
  responsible: CareIcon,
  contact: MailIcon,
};

interface NavEntry {
  id: string;
  to: To;
  labelKey: string;
  Icon: ComponentType<IconProps>;
}

/** Spec 2 "help-nav links": the help topics (/help#anchor), then the sponsor, description and download pages. */
const ENTRIES: NavEntry[] = [
  ...HELP_TOPICS.map((topic) => ({
    id: topic.anchor,
    to: { pathname: '/help', hash: `#${topic.anchor}` },
    labelKey: topic.labelKey,
    Icon: TOPIC_ICONS[topic.anchor],
  })),
  { id: 'sponsor', to: '/sponsor', labelKey: 'page_sponsor', Icon: TrophyIcon },
  { id: 'description', to: '/description', labelKey: 'page_description', Icon: BookIcon },
  { id: 'download', to: '/download', labelKey: 'app_download', Icon: DownloadIcon },
];

export function HelpNav() {
  const { t } = useTranslation();
  return (
    <HomeSection id="home-help" title={t('home_help_nav')}>
      <nav aria-labelledby="home-help">
        <ul className={styles.row}>
          {ENTRIES.map(({ id, to, labelKey, Icon }) => (
            <li key={id}>
              <AppLink to={to} className={styles.link} data-testid={`help-nav-${id}`}>
                <span className={styles.icon}>
                  <Icon size={22} />
                </span>
                <span className={styles.label}>{t(labelKey)}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
    </HomeSection>
  );
}
