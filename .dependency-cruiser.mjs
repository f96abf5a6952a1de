/**
 * The layering of design.md "Layering", checked by `npm run lint` (conventions.md "Tests": a rule that only a
 * document states is soon broken). Paths are relative to the repository root and resolved (an import of
 * `@wl/contract/schemas` is packages/contract/src/schemas.ts), so the rules hold however deep a file sits.
 * Type-only imports count: a type borrowed upward couples the layers as much as a value does.
 * scripts/layering.test.ts proves that each rule catches the import it forbids.
 */
/**
 * The layering inside a front end (the web, the operator console): app/ composes features, features stay apart,
 * components/, lib/ and i18n/ are shared by all.
 * @param {'web' | 'console'} name
 * @returns {import('dependency-cruiser').IForbiddenRuleType[]}
 */
function frontEndRules(name) {
  const src = `^packages/${name}/src`;
  return [
    {
      name: `${name}-feature-not-app`,
      comment: 'app/ composes features into screens; a feature never reaches up into app/.',
      severity: 'error',
      from: { path: `${src}/features/` },
      to: { path: `${src}/(app/|main\\.tsx$)` },
    },
    {
      name: `${name}-feature-not-other-feature`,
      comment:
        'A feature never imports another feature: what two features share moves down to components/ or lib/, ' +
        'and a screen that combines them lives in app/.',
      severity: 'error',
      from: { path: `${src}/features/([^/]+)/` },
      to: { path: `${src}/features/`, pathNot: `${src}/features/$1/` },
    },
    {
      name: `${name}-shared-not-up`,
      comment: 'components/, lib/ and i18n/ are shared by every feature: they never import a feature or app/.',
      severity: 'error',
      from: { path: `${src}/(components|lib|i18n)/` },
      to: { path: `${src}/(app/|features/|main\\.tsx$)` },
    },
  ];
}

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const forbidden = [
  {
    name: 'no-cycle',
    comment: 'No import cycles, type-only imports included, in any package.',
    severity: 'error',
    from: { path: '^packages/' },
    to: { circular: true },
  },
  {
    name: 'contract-imports-no-package',
    comment: 'The contract is the bottom layer: it imports none of the packages that use it.',
    severity: 'error',
    from: { path: '^packages/contract/' },
    to: { path: '^packages/(?!contract/)' },
  },
  {
    name: 'rules-import-only-contract',
    comment: 'Game rules run unchanged in Node and the browser: they import the contract and nothing above it.',
    severity: 'error',
    from: { path: '^packages/rules/' },
    to: { path: '^packages/(?!(contract|rules)/)' },
  },
  {
    name: 'server-and-web-apart',
    comment: 'Server and web meet only in the contract (and the rules).',
    severity: 'error',
    from: { path: '^packages/(server|web)/' },
    to: { path: '^packages/(server|web)/', pathNot: ['^packages/$1/'] },
  },
  {
    name: 'server-module-not-http',
    comment: 'Server modules hold the rules; the HTTP layer (src/http) calls them, never the reverse.',
    severity: 'error',
    from: { path: '^packages/server/src/modules/' },
    to: { path: '^packages/server/src/(http|plugins)/' },
  },
  {
    name: 'server-lib-not-modules',
    comment:
      'src/lib/ is infrastructure every layer uses: it never imports a module. What it needs of one (the actors, ' +
      'the member, the brand) lives in the kernel, src/domain/.',
    severity: 'error',
    from: { path: '^packages/server/src/lib/' },
    to: { path: '^packages/server/src/modules/' },
  },
  {
    name: 'server-domain-not-modules',
    comment:
      'src/domain/ is the kernel below the modules (the brand, the member, roles, actors, paging, day ranges): it ' +
      'imports lib/ and db/, never a module. A cycle between module folders is refused by scripts/module-cycles.mjs.',
    severity: 'error',
    from: { path: '^packages/server/src/domain/' },
    to: { path: '^packages/server/src/(modules/|(app|deps)\\.ts$)' },
  },
  {
    name: 'server-sql-in-repos',
    comment:
      'SQL lives in repo files (conventions.md "Server"): in the server only *-repo.ts files, the database (src/db), ' +
      'the ledger, the jobs and tests import drizzle-orm; services hold the rules and call the repos.',
    severity: 'error',
    from: {
      path: '^packages/server/src/',
      pathNot: ['-repo\\.ts$', '\\.test\\.ts$', '^packages/server/src/(db|ledger|jobs|test)/'],
    },
    to: { path: '(^|/)drizzle-orm(/|$)' },
  },
  {
    name: 'turnover-tables-in-turnover',
    comment:
      'The hourly bet rollups and the wagering requirements (src/db/schema-turnover.ts) are read only by the ' +
      "turnover module's repos and the rollups written only by the bets module's repo: reports, requirements, " +
      'rebates and salaries ask modules/turnover (design.md "Agents and rewards").',
    severity: 'error',
    from: {
      path: '^packages/server/src/',
      pathNot: [
        '^packages/server/src/modules/turnover/[^/]+-repo\\.ts$',
        '^packages/server/src/modules/bets/bet-repo\\.ts$',
        '\\.test\\.ts$',
        '^packages/server/src/(db|test)/',
      ],
    },
    to: { path: '^packages/server/src/db/schema-turnover\\.ts$' },
  },
  {
    name: 'turnover-repos-in-turnover',
    comment: "Only the turnover module's services call its repos; other modules call those services.",
    severity: 'error',
    from: { path: '^packages/server/src/', pathNot: ['^packages/server/src/modules/turnover/', '\\.test\\.ts$'] },
    to: { path: '^packages/server/src/modules/turnover/[^/]+-repo\\.ts$' },
  },
  {
    name: 'server-module-not-other-repo',
    comment:
      "A module never imports another module's repo: it asks that module's service, or the composition root " +
      '(src/services.ts) hands it the data. Each module owns its tables.',
    severity: 'error',
    from: { path: '^packages/server/src/modules/([^/]+)/', pathNot: '\\.test\\.ts$' },
    to: {
      path: '^packages/server/src/modules/[^/]+/.*-repo\\.ts$',
      pathNot: '^packages/server/src/modules/$1/',
    },
  },
  {
    name: 'console-imports-only-contract',
    comment:
      'The operator console is its own bundle that never ships to players (design.md "Operators"): it imports the ' +
      'contract and nothing of the web, the rules or the server.',
    severity: 'error',
    from: { path: '^packages/console/' },
    to: { path: '^packages/(?!(contract|console)/)' },
  },
  {
    name: 'nothing-imports-console',
    comment: "No other package imports the console: none of it may end up in the players' bundle or the server.",
    severity: 'error',
    from: { path: '^packages/(?!console/)' },
    to: { path: '^packages/console/' },
  },
  ...frontEndRules('web'),
  ...frontEndRules('console'),
];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden,
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules stays in the graph, unfollowed: the server-sql-in-repos rule looks at imports of drizzle-orm.
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    // The workspace packages export their TypeScript sources under the `source` condition.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
