import type { StatusValue } from '@wl/contract/schemas';

/** A status value as the server answers it for an open EN brand. */
export function statusFixture(overrides: Partial<StatusValue> = {}): StatusValue {
  return {
    status: 0,
    maintenance: false,
    regionRestriction: false,
    maintenanceEnd: null,
    currencySymbol: '$',
    location: { ip: '203.0.113.7', country: null },
    info: {
      merchantCode: 'DEMO',
      brandName: 'Demo Casino',
      siteType: 'member',
      defaultLanguage: 'EN',
      languages: ['EN', 'AR', 'UR', 'BN'],
      domainRoute: [],
      resources: [
        { resourceType: 'FACEBOOK', labelNameEn: 'Facebook', url: 'https://facebook.example/demo' },
        { resourceType: 'YOUTUBE', labelNameEn: 'YouTube', url: 'https://youtube.example/demo' },
      ],
      whitelabelVal: {
        USERNAMEREG3: true,
        MOBILENUMREG3: true,
        REGMOBVERF3: false,
        MOBILENUMPASSREG3: false,
        FREEPLAY3: false,
        PWDEXPFORCECHANGE3: false,
        MOBILEVERCODELOGIN3: false,
        CHNGPASSVERIF3: false,
        AGENTPOLICY3: false,
      },
      register: [],
      mainDomain: 'demo.example',
      analytics: { gtagId: null },
      imageCDNs: [],
      launchGameCDNs: [],
      agentTypes: [1, 2, 41, 42],
      trialTypes: [4],
      customerService: [{ title: 'Live chat', type: 'LIVECHAT', url: 'https://support.example/chat' }],
      platform: 'WEB',
      lotteryType: 'SEA',
      social: { google: null, facebook: null },
      publicKey: { kty: 'RSA', n: 'n', e: 'AQAB', kid: 'k1', alg: 'RSA-OAEP-256', use: 'enc' },
    },
    ...overrides,
  };
}
