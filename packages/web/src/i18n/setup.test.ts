import { ERROR_CODES } from '@wl/contract/error-codes';
import { LANGUAGES } from '@wl/contract/languages';
import { beforeAll, describe, expect, it } from 'vitest';
import en from './locales/EN.json';
import { chooseLanguage, currentLanguage, i18n, initI18n, pickLanguage } from './setup';

const localeFiles = import.meta.glob<Record<string, string>>('./locales/*.json', { eager: true, import: 'default' });

describe('i18n', () => {
  beforeAll(() => initI18n('EN'));

  it('has a locale file for each of the 22 languages, with only keys EN defines', () => {
    expect(Object.keys(localeFiles)).toHaveLength(22);
    for (const { code } of LANGUAGES) {
      const file = localeFiles[`./locales/${code}.json`];
      expect(file, code).toBeDefined();
      for (const key of Object.keys(file ?? {})) expect(en, `${code}:${key}`).toHaveProperty(key);
    }
  });

  it('EN translates every contract error code and the spec messages', () => {
    for (const code of ERROR_CODES) expect(en, code).toHaveProperty(code);
    expect(en.network_error).toBe('Network link is abnormal, please try again');
    expect(en.slow_network).toBe('The page took longer time to load, please check your network connectivity');
    for (const key of ['game_maintenance', 'info_ip_block', 'blockip', 'in_sure_logout', 'not_available_yet']) {
      expect(en, key).toHaveProperty(key);
    }
  });

  it.each(['AR', 'UR'] as const)('%s sets dir=rtl and its lang on <html>', async (code) => {
    await chooseLanguage(code);
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe(code.toLowerCase());
    expect(currentLanguage()).toBe(code);
  });

  it('left-to-right languages set dir=ltr; PT-BR keeps its region', async () => {
    await chooseLanguage('PT-BR');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(currentLanguage()).toBe('PT-BR');
    // The Brazilian file, not the European one nor English.
    expect(i18n.t('not_available_yet')).toBe(localeFiles['./locales/PT-BR.json']?.not_available_yet);
    expect(i18n.t('not_available_yet')).not.toBe(en.not_available_yet);
  });

  it('remembers the choice under historyLanguage and prefers it when the brand offers it', async () => {
    await chooseLanguage('BN');
    expect(window.localStorage.getItem('historyLanguage')).toBe('BN');
    expect(pickLanguage(['EN', 'BN'], 'EN')).toBe('BN');
    expect(pickLanguage(['EN'], 'EN')).toBe('EN');
  });
});
