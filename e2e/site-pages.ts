import type { Page } from './fixtures';

/** The header's login form (desktop) and what a refused login leads to (web app/header/header-login.tsx). */
export class HeaderLogin {
  constructor(readonly page: Page) {}

  readonly warning = () => this.page.getByTestId('header-login-warning');
  readonly popupCaptcha = () => this.page.getByTestId('login-captcha');
  readonly popupUsername = () => this.page.getByTestId('login-username');

  async logIn(account: string, password: string) {
    await this.page.getByTestId('header-username').fill(account);
    await this.page.getByTestId('header-password').fill(password);
    await this.page.getByTestId('header-login').click();
  }

  async acknowledge() {
    await this.page.getByTestId('warning-submit').click();
  }
}

/** The Lottery entry of the top navigation, of the phone drawer, and the lobby's tabs (spec 2 "Top navigation"). */
export class LotteryNav {
  constructor(readonly page: Page) {}

  readonly entry = () => this.page.getByTestId('nav-category-LOTTERY');
  readonly tabs = () => this.page.getByTestId('lottery-pages');

  /** Desktop: the entry's drop menu, then one of its pages by name. */
  async openFromBar(pageName: string) {
    await this.page.getByTestId('nav-menu-LOTTERY').click();
    await this.page.getByTestId('nav-menu-content-LOTTERY').getByRole('link', { name: pageName }).click();
  }

  /** Phone: the drawer, the entry's fold, then one of its pages by name. */
  async openFromDrawer(pageName: string) {
    await this.page.getByTestId('menu-button').click();
    const drawer = this.page.getByTestId('mobile-drawer');
    await drawer.getByTestId('nav-menu-LOTTERY').click();
    await drawer.getByRole('link', { name: pageName }).click();
  }
}

/** The register popup's fields as the e2e fill them (web features/account/register-form.tsx). */
export class RegisterPopup {
  constructor(readonly page: Page) {}

  readonly dialog = () => this.page.getByTestId('register-dialog');
  readonly referral = () => this.page.getByTestId('referral-code');

  async fill(account: string, password: string) {
    await this.page.getByTestId('register-field-username').fill(account);
    await this.page.getByTestId('register-field-password').fill(password);
    await this.page.getByTestId('register-field-confirmPassword').fill(password);
    await this.page.getByTestId('register-terms').check();
  }

  async submit() {
    await this.page.getByTestId('register-submit').click();
  }
}
