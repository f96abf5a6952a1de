import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { BrandMark, BrandName, brandLogoClass } from '../../components/brand-logo';
import { useSiteInfo } from '../../lib/site-status';
import { useIsMobile } from '../../lib/use-media-query';
import { useSession } from '../../lib/use-session';
import { HeaderLogin } from './header-login';
import { LanguageMenu } from './language-menu';
import { MainNav } from './main-nav';
import { MemberBox } from './member-box';
import { MobileDrawer } from './mobile-drawer';
import styles from './site-header.module.css';
import { ThemeToggle } from './theme-toggle';

/**
 * Spec 2 "Header". On a phone it collapses to logo, menu button and login/register; the rest moves to the
 * drawer. Each control is rendered once (not hidden twice in CSS) so every test id stays unique.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const session = useSession();
  const mobile = useIsMobile();
  return (
    <header className={styles.header} data-testid="site-header">
      <div className={styles.bar}>
        <AppLink to="/" className={brandLogoClass} aria-label={t('brand_home', { brand: info.brandName })}>
          <BrandMark />
          <BrandName name={info.brandName} />
        </AppLink>
        <div className={styles.tools}>
          {mobile ? null : <LanguageMenu />}
          {mobile ? null : <ThemeToggle />}
          {session.isLogin ? <MemberBox compact={mobile} /> : <HeaderLogin compact={mobile} />}
          {mobile ? <MobileDrawer /> : null}
        </div>
      </div>
      {mobile ? null : (
        <div className={styles.navBar}>
          <MainNav />
        </div>
      )}
    </header>
  );
}
