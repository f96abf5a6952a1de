import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';
import config from '../.dependency-cruiser.mjs';
import { cruiseModules, moduleCycles } from './module-cycles.mjs';

/**
 * The layering rules of .dependency-cruiser.mjs (run by `npm run lint`), each shown to catch the import it forbids
 * and to let the allowed ones through. Every case is a tiny repository in a temporary folder with the real layout
 * (packages/web/src/features/...), cruised with the real rules.
 */
const { tsConfig: _projectTsConfig, ...options } = config.options;
const folders: string[] = [];

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A tiny repository in a temporary folder holding the files. */
function repository(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'wl-layering-'));
  folders.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** The names of the rules the files break, one per violation, sorted. */
async function violations(files: Record<string, string>): Promise<string[]> {
  const root = repository(files);
  const { output } = await cruise(['packages'], {
    ...options,
    baseDir: root,
    validate: true,
    ruleSet: { forbidden: config.forbidden as IForbiddenRuleType[] },
  });
  const result = output as ICruiseResult;
  return result.summary.violations.map((v) => v.rule.name).sort();
}

const leaf = 'export const value = 1;\n';
const web = 'packages/web/src';

describe('layering rules', () => {
  it('a web import cycle fails, dynamic imports and type-only imports included', async () => {
    expect(
      await violations({
        [`${web}/lib/a.ts`]: "import { b } from './b';\nexport const a = () => b;\n",
        [`${web}/lib/b.ts`]: "export const b = () => import('./a');\n",
      }),
    ).toEqual(['no-cycle']);
    expect(
      await violations({
        'packages/contract/src/a.ts': "import type { B } from './b';\nexport type A = B[];\n",
        'packages/contract/src/b.ts': "import type { A } from './a';\nexport type B = { a: A };\n",
      }),
    ).toEqual(['no-cycle']);
  });

  it('a feature importing another feature fails, however deep either file sits', async () => {
    expect(
      await violations({
        [`${web}/features/games/game-list.tsx`]: "import { value } from '../account/use-login';\nexport { value };\n",
        [`${web}/features/games/api/get-games.ts`]:
          "import type { Member } from '../../account/member/member-info';\nexport type M = Member;\n",
        [`${web}/features/home/page.tsx`]: "export const load = () => import('../../features/games/game-list');\n",
        [`${web}/features/account/use-login.ts`]: leaf,
        [`${web}/features/account/member/member-info.ts`]: 'export type Member = { id: number };\n',
      }),
    ).toEqual(Array(3).fill('web-feature-not-other-feature'));
  });

  it('a feature importing app/ or the entry fails', async () => {
    expect(
      await violations({
        [`${web}/features/games/render.tsx`]: "import { value } from '../../app/query-client';\nexport { value };\n",
        [`${web}/app/query-client.ts`]: leaf,
      }),
    ).toEqual(['web-feature-not-app']);
  });

  it('components/, lib/ and i18n/ importing a feature or app/ fails', async () => {
    expect(
      await violations({
        [`${web}/components/game-card.tsx`]:
          "import { value } from '../features/games/game-menus';\nexport { value };\n",
        [`${web}/lib/member.ts`]: "import { value } from '../app/site-layout';\nexport { value };\n",
        [`${web}/i18n/setup.ts`]: "import { value } from '../features/account/use-login';\nexport { value };\n",
        [`${web}/features/games/game-menus.ts`]: leaf,
        [`${web}/features/account/use-login.ts`]: leaf,
        [`${web}/app/site-layout.tsx`]: leaf,
      }),
    ).toEqual(Array(3).fill('web-shared-not-up'));
  });

  it('the allowed directions pass: app -> features -> components, lib -> contract, and inside one feature', async () => {
    expect(
      await violations({
        [`${web}/app/home/home-page.tsx`]:
          "import { a } from '../../features/games/home-games';\nimport { b } from '../../features/winners/winner-board';\nexport const c = [a, b];\n",
        [`${web}/features/games/home-games.tsx`]:
          "import { card } from '../../components/game-card';\nimport { call } from '../../lib/api-client';\nimport { menus } from './api/game-menus';\nexport const a = [card, call, menus];\n",
        [`${web}/features/games/api/game-menus.ts`]:
          "import { value } from '../game-sections';\nexport const menus = value;\n",
        [`${web}/features/games/game-sections.ts`]: leaf,
        [`${web}/features/winners/winner-board.tsx`]:
          "import { call } from '../../lib/api-client';\nexport const b = call;\n",
        [`${web}/components/game-card.tsx`]: "import { call } from '../lib/api-client';\nexport const card = call;\n",
        [`${web}/lib/api-client.ts`]:
          "import { routes } from '../../../contract/src/routes';\nexport const call = routes;\n",
        'packages/contract/src/routes.ts': 'export const routes = {};\n',
      }),
    ).toEqual([]);
  });

  it('the contract imports no other package, and the rules import only the contract', async () => {
    expect(
      await violations({
        'packages/contract/src/routes.ts': "import { value } from '../../server/src/app';\nexport { value };\n",
        'packages/rules/src/dice.ts':
          "import { value } from '../../web/src/lib/format';\nimport { routes } from '../../contract/src/constants';\nexport const v = [value, routes];\n",
        'packages/contract/src/constants.ts': leaf,
        'packages/server/src/app.ts': leaf,
        [`${web}/lib/format.ts`]: leaf,
      }),
    ).toEqual(['contract-imports-no-package', 'rules-import-only-contract']);
  });

  it('server and web never import each other', async () => {
    expect(
      await violations({
        [`${web}/lib/money.ts`]: "import { value } from '../../../server/src/ledger/ledger';\nexport { value };\n",
        'packages/server/src/boot.ts': "import { value } from '../../web/src/lib/format';\nexport { value };\n",
        'packages/server/src/ledger/ledger.ts': leaf,
        [`${web}/lib/format.ts`]: leaf,
      }),
    ).toEqual(['server-and-web-apart', 'server-and-web-apart']);
  });

  it('a server module importing the HTTP layer fails', async () => {
    expect(
      await violations({
        'packages/server/src/modules/lottery/lottery-service.ts':
          "import { a } from '../../http/request-context';\nimport { b } from '../../plugins/live-events';\nexport const c = [a, b];\n",
        'packages/server/src/http/request-context.ts': leaf,
        'packages/server/src/plugins/live-events.ts': leaf,
      }),
    ).toEqual(['server-module-not-http', 'server-module-not-http']);
  });

  it('server lib/ and the kernel (domain/) importing a module fail; modules and lib/ may import the kernel', async () => {
    const server = 'packages/server/src';
    expect(
      await violations({
        [`${server}/lib/route-handler.ts`]:
          "import type { Member } from '../modules/sessions/session-repo';\nexport type M = Member;\n",
        [`${server}/lib/operator-route-handler.ts`]:
          "export const load = () => import('../modules/operator/operator-actor');\n",
        [`${server}/domain/desk-actor.ts`]:
          "import type { BrandRepo } from '../modules/brands/brand-repo';\nexport type B = BrandRepo;\n",
        [`${server}/domain/paging.ts`]: "import type { AppDeps } from '../deps';\nexport type D = AppDeps;\n",
        [`${server}/deps.ts`]: 'export type AppDeps = { a: 1 };\n',
        [`${server}/modules/sessions/session-repo.ts`]: 'export type Member = { id: number };\n',
        [`${server}/modules/operator/operator-actor.ts`]: leaf,
        [`${server}/modules/brands/brand-repo.ts`]: 'export type BrandRepo = { id: number };\n',
      }),
    ).toEqual([
      'server-domain-not-modules',
      'server-domain-not-modules',
      'server-lib-not-modules',
      'server-lib-not-modules',
    ]);
    expect(
      await violations({
        [`${server}/lib/actor-handler.ts`]: "import type { Actor } from '../domain/actor';\nexport type A = Actor;\n",
        [`${server}/domain/actor.ts`]:
          "import type { Brand } from './brand';\nimport { zoneOf } from '../lib/zones';\nexport type Actor = { brand: Brand };\nexport const z = zoneOf;\n",
        [`${server}/domain/brand.ts`]: 'export type Brand = { id: number };\n',
        [`${server}/lib/zones.ts`]: 'export const zoneOf = 1;\n',
        [`${server}/modules/bets/bet-service.ts`]:
          "import type { Actor } from '../../domain/actor';\nimport { h } from '../../lib/actor-handler';\nexport type B = Actor;\nexport const c = h;\n",
      }),
    ).toEqual([]);
  });

  it('a cycle between server module folders fails, though no file is in a file-level cycle; tests are left out', async () => {
    const modules = 'packages/server/src/modules';
    const cycles = async (files: Record<string, string>) => moduleCycles(await cruiseModules(repository(files)));
    const found = await cycles({
      // operator -> account -> messages -> operator, each through a different file.
      [`${modules}/operator/operator-service.ts`]:
        "import { hash } from '../account/passwords';\nexport const s = hash;\n",
      [`${modules}/account/passwords.ts`]: 'export const hash = 1;\n',
      [`${modules}/account/session-issuer.ts`]:
        "import type { M } from '../messages/system-messages';\nexport type S = M;\n",
      [`${modules}/messages/system-messages.ts`]: 'export type M = number;\n',
      [`${modules}/messages/message-desk.ts`]:
        "export const load = () => import('../operator/desk-actor');\nexport type D = 1;\n",
      [`${modules}/operator/desk-actor.ts`]: leaf,
      // A sub-folder belongs to its module: brands -> sms -> brands/settings.
      [`${modules}/brands/brand-service.ts`]: "import { s } from '../sms/sms-service';\nexport const b = s;\n",
      [`${modules}/sms/sms-service.ts`]:
        "import { value } from '../brands/settings/limits';\nexport const s = value;\n",
      [`${modules}/brands/settings/limits.ts`]: leaf,
    });
    expect(found.map((c) => c.modules)).toEqual([
      ['account', 'messages', 'operator'],
      ['brands', 'sms'],
    ]);
    expect(found[0]?.imports).toEqual([
      `${modules}/account/session-issuer.ts -> ${modules}/messages/system-messages.ts`,
      `${modules}/messages/message-desk.ts -> ${modules}/operator/desk-actor.ts`,
      `${modules}/operator/operator-service.ts -> ${modules}/account/passwords.ts`,
    ]);
    // One direction, shared code in the kernel, and a test that sets up its case through a neighbour: no cycle.
    expect(
      await cycles({
        [`${modules}/operator/operator-service.ts`]:
          "import { hash } from '../account/passwords';\nimport { a } from '../../domain/desk-actor';\nexport const s = [hash, a];\n",
        [`${modules}/account/passwords.ts`]: "import { a } from '../../domain/desk-actor';\nexport const hash = a;\n",
        [`${modules}/account/passwords.test.ts`]:
          "import { s } from '../operator/operator-service';\nexport const t = s;\n",
        'packages/server/src/domain/desk-actor.ts': 'export const a = 1;\n',
      }),
    ).toEqual([]);
  });

  it('a server file that is not a repo importing drizzle-orm fails; repos, the database, the ledger, jobs and tests may', async () => {
    const query = "import { eq } from 'drizzle-orm';\nexport const q = eq;\n";
    expect(
      await violations({
        'packages/server/src/modules/lottery/lottery-service.ts': query,
        'packages/server/src/modules/lottery/lottery-handlers.ts':
          "import type { SQL } from 'drizzle-orm/sql';\nexport type S = SQL;\n",
        'packages/server/src/cli/lottery-commands.ts': query,
        'packages/server/src/modules/lottery/lottery-repo.ts': query,
        'packages/server/src/modules/lottery/lottery.test.ts': query,
        'packages/server/src/db/client.ts': query,
        'packages/server/src/ledger/ledger.ts': query,
        'packages/server/src/jobs/cleanup-job.ts': query,
        'packages/server/src/test/test-database.ts': query,
      }),
    ).toEqual(['server-sql-in-repos', 'server-sql-in-repos', 'server-sql-in-repos']);
  });

  it("only the turnover module's repos read the rollup tables, the bets repo writes them, and only turnover calls its repos", async () => {
    const server = 'packages/server/src';
    const tables = "import { betHourly } from '../../db/schema-turnover';\nexport const t = betHourly;\n";
    const repo =
      "import { createTurnoverRepo } from '../turnover/turnover-repo';\nexport const r = createTurnoverRepo;\n";
    expect(
      await violations({
        [`${server}/db/schema-turnover.ts`]: 'export const betHourly = 1;\n',
        [`${server}/db/schema.ts`]: "import { betHourly } from './schema-turnover';\nexport const b = betHourly;\n",
        [`${server}/modules/turnover/turnover-repo.ts`]: tables,
        [`${server}/modules/turnover/wagering-repo.ts`]: tables,
        [`${server}/modules/turnover/turnover-service.ts`]:
          "import { t } from './turnover-repo';\nimport { w } from './wagering-repo';\nexport const s = [t, w];\n",
        [`${server}/modules/bets/bet-repo.ts`]: tables,
        [`${server}/modules/bets/bets.test.ts`]: tables,
        [`${server}/modules/dashboard/dashboard-service.ts`]:
          "import { s } from '../turnover/turnover-service';\nexport const d = s;\n",
        // Refused: another module's repo or service reading the tables, and another module calling turnover's repo.
        [`${server}/modules/cashier/cashier-repo.ts`]: tables,
        [`${server}/modules/bets/bet-service.ts`]: tables,
        [`${server}/modules/cashier/withdrawal-service.ts`]: repo,
        [`${server}/modules/dashboard/dashboard-repo.ts`]: repo,
      }),
    ).toEqual([
      // Another module's repo, so the general rule below refuses the same two imports too.
      'server-module-not-other-repo',
      'server-module-not-other-repo',
      'turnover-repos-in-turnover',
      'turnover-repos-in-turnover',
      'turnover-tables-in-turnover',
      'turnover-tables-in-turnover',
    ]);
  });

  it("a server module importing another module's repo fails, a type or a repo in a subfolder too; its own repos, other modules' services and tests may", async () => {
    const server = 'packages/server/src';
    expect(
      await violations({
        [`${server}/modules/team/team-repo.ts`]:
          'export const createTeamRepo = () => 1;\nexport type TeamRepo = number;\n',
        [`${server}/modules/team/team-service.ts`]:
          "import { createTeamRepo } from './team-repo';\nexport const createTeamService = createTeamRepo;\n",
        [`${server}/modules/cashier/channels/channel-repo.ts`]: leaf,
        [`${server}/modules/cashier/cashier-repo.ts`]:
          "import { value } from './channels/channel-repo';\nexport const c = value;\n",
        // Allowed: the module's own repos, another module's service, a test setting up its case, the root.
        [`${server}/modules/transfers/transfer-repo.ts`]: leaf,
        [`${server}/modules/transfers/transfer-service.ts`]:
          "import { createTeamService } from '../team/team-service';\nimport { value } from './transfer-repo';\nexport const s = [createTeamService, value];\n",
        [`${server}/modules/transfers/transfers.test.ts`]:
          "import { createTeamRepo } from '../team/team-repo';\nexport const t = createTeamRepo;\n",
        [`${server}/services.ts`]:
          "import { createTeamRepo } from './modules/team/team-repo';\nimport { c } from './modules/cashier/cashier-repo';\nexport const r = [createTeamRepo, c];\n",
        // Refused: a value, a type, a repo in another module's subfolder.
        [`${server}/modules/account/registration-service.ts`]:
          "import { createTeamRepo } from '../team/team-repo';\nexport const r = createTeamRepo;\n",
        [`${server}/modules/lottery/lottery-series.ts`]:
          "import type { TeamRepo } from '../team/team-repo';\nexport type R = TeamRepo;\n",
        [`${server}/modules/games/game-desk-service.ts`]:
          "import { value } from '../cashier/channels/channel-repo';\nexport const g = value;\n",
      }),
    ).toEqual(Array(3).fill('server-module-not-other-repo'));
  });

  it('the console imports only the contract; nothing imports the console; its features stay apart', async () => {
    const cons = 'packages/console/src';
    expect(
      await violations({
        [`${cons}/lib/format.ts`]:
          "import { value } from '../../../web/src/lib/format';\nimport { dice } from '../../../rules/src/dice';\nexport const v = [value, dice];\n",
        [`${web}/lib/console-link.ts`]: "import { v } from '../../../console/src/lib/format';\nexport { v };\n",
        'packages/server/src/http/console.ts': "import { v } from '../../../console/src/lib/format';\nexport { v };\n",
        [`${web}/lib/format.ts`]: leaf,
        'packages/rules/src/dice.ts': 'export const dice = 1;\n',
      }),
    ).toEqual([
      'console-imports-only-contract',
      'console-imports-only-contract',
      'nothing-imports-console',
      'nothing-imports-console',
    ]);
    expect(
      await violations({
        [`${cons}/features/money/money-adjust.tsx`]:
          "import { value } from '../members/member-page';\nimport { app } from '../../app/app';\nexport const v = [value, app];\n",
        [`${cons}/lib/api-client.ts`]: "import { value } from '../features/members/member-page';\nexport { value };\n",
        [`${cons}/features/members/member-page.tsx`]: leaf,
        [`${cons}/app/app.tsx`]: 'export const app = 1;\n',
      }),
    ).toEqual(['console-feature-not-app', 'console-feature-not-other-feature', 'console-shared-not-up']);
    expect(
      await violations({
        [`${cons}/app/member-screen.tsx`]:
          "import { a } from '../features/members/member-page';\nimport { b } from '../features/money/money-adjust';\nexport const c = [a, b];\n",
        [`${cons}/features/members/member-page.tsx`]:
          "import { call } from '../../lib/api-client';\nexport const a = call;\n",
        [`${cons}/features/money/money-adjust.tsx`]:
          "import { call } from '../../lib/api-client';\nexport const b = call;\n",
        [`${cons}/lib/api-client.ts`]:
          "import { routes } from '../../../contract/src/operator-routes';\nexport const call = routes;\n",
        'packages/contract/src/operator-routes.ts': 'export const routes = {};\n',
      }),
    ).toEqual([]);
  });
});
