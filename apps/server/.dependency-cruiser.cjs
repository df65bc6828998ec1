// The server's import boundaries (docs/decisions/190). Layers, lowest first:
//   config.ts, errors.ts, paths.ts · lib/, db/, ai/ · plugins/, jobs/ · modules/<area>/ ·
//   ingest/ (the demo data set) · app.ts, server.ts, worker.ts, cli.ts, backup*.
// An import may go down or sideways, not up. Run by `npm run lint` (depcruise) and proved by
// test/import-boundaries.test.ts. Each allowed back-arrow below says why it stays.
const MODULES = '^src/modules/';
const ABOVE_SHARED =
  '^src/(modules|ingest|jobs|plugins)/|^src/(app|server|worker|cli|backup-cli)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'privacy-imports-no-module',
      severity: 'error',
      comment:
        'Privacy by declaration (issue 37 item 4, ADR 255): each module declares its personal ' +
        'data in <module>.personal-data.ts (the export, the withdrawal, the retention rules) ' +
        'and app.ts hands the declarations, the audit trail, the password check and the ' +
        'session cookie to the privacy module, which imports no module. Others may import ' +
        'privacy (the consents, the declaration types).',
      from: { path: '^src/modules/privacy/' },
      to: { path: MODULES, pathNot: '^src/modules/privacy/' },
    },
    {
      name: 'no-runtime-cycle',
      severity: 'error',
      comment:
        'A cycle of runtime imports: which module loads first decides what the other sees. ' +
        'Type-only imports vanish at build and may go both ways.',
      from: {
        // Allowed: lib/storage.ts loads lib/s3-storage.ts lazily (`await import`), only when S3
        // is configured, and s3-storage implements storage's interface: no load-order question.
        pathNot: '^src/lib/(storage|s3-storage)\\.ts$',
      },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'shared-imports-no-module',
      severity: 'error',
      comment:
        'lib/, db/ and ai/ are shared by everything above them: pass what they need in, or ' +
        'move the code down. They import no module, plugin, job, ingest or entry point.',
      from: { path: '^src/(lib|db|ai)/' },
      to: { path: ABOVE_SHARED },
    },
    {
      name: 'base-imports-only-shared',
      severity: 'error',
      comment:
        'config.ts, errors.ts and paths.ts sit under everything. Allowed: config.ts reads the ' +
        'NOT_A_DOG_BELOW default from ai/not-a-dog.ts and the S3Options type from ' +
        'lib/s3-storage.ts, leaf files that own those values.',
      from: { path: '^src/(config|errors|paths)\\.ts$' },
      to: {
        path: `${ABOVE_SHARED}|^src/(lib|db|ai)/`,
        pathNot: '^src/(ai/not-a-dog|lib/s3-storage)\\.ts$',
      },
    },
    {
      name: 'jobs-import-no-module',
      severity: 'error',
      comment:
        'jobs/ declares the jobs (catalogue.ts) and runs the queue; the module that owns the ' +
        'work handles them (ADR 115). It imports no module, ingest or entry point.',
      from: { path: '^src/jobs/' },
      to: { path: '^src/(modules|ingest)/|^src/(app|server|worker|cli)\\.ts$' },
    },
    {
      name: 'modules-use-jobs-catalogue',
      severity: 'error',
      comment:
        'A module sends and handles jobs through their definitions (jobs/catalogue.ts, ' +
        "jobs/job.ts) and app.jobs; the queues' internals are jobs/' own.",
      from: { path: MODULES },
      to: { path: '^src/jobs/', pathNot: '^src/jobs/(catalogue|job)\\.ts$' },
    },
    {
      name: 'modules-import-no-ingest',
      severity: 'error',
      comment:
        "A domain's code lives in its module (dog-imports, shelters, dogs: ADR 190); ingest/ " +
        'holds only the demo data set, which uses modules, never the other way.',
      from: { path: MODULES },
      to: { path: '^src/ingest/' },
    },
    {
      name: 'modules-import-no-entry',
      severity: 'error',
      comment:
        'Modules are registered by app.ts and cli.ts; they take what they need as arguments ' +
        '(lib/cli-context.ts for commands), never from the entry points.',
      from: { path: MODULES },
      to: { path: '^src/(app|server|worker|cli|backup-cli)\\.ts$' },
    },
    {
      name: 'dogs-import-no-importer',
      comment:
        'The importer stores into dogs (upsertDogs, DogRecord); dogs never reaches back into ' +
        'modules/dog-imports (ADR 190). Shared helpers such as lib/kst.ts sit under both.',
      severity: 'error',
      from: { path: '^src/modules/dogs/' },
      to: { path: '^src/modules/dog-imports/' },
    },
    {
      name: 'plugins-import-no-module',
      severity: 'error',
      comment:
        'App-wide plugins sit under the modules. Allowed: plugins/auth.ts reads the signed-in ' +
        "member (modules/users/users.repository.ts) and plugins/health.ts the search index's " +
        'state (modules/search/search.status.ts) for /readyz: each a read of one row or flag.',
      from: { path: '^src/plugins/' },
      to: {
        path: MODULES,
        pathNot: '^src/modules/(users/users\\.repository|search/search\\.status)\\.ts$',
      },
    },
    {
      name: 'notifications-import-no-caller',
      severity: 'error',
      comment:
        'Notifications deliver what happened (issue 37 item 2): matching, sightings and ' +
        'reports call the notifier and say what happened; notifications never reach back.',
      from: { path: '^src/modules/notifications/' },
      to: { path: '^src/modules/(matching|sightings|reports)/' },
    },
    {
      name: 'reports-import-no-sightings',
      severity: 'error',
      comment:
        'A found or seen report points at a lost report, not the other way: sightings may ' +
        'import reports, and what both use (visitor links and checks) is modules/visitors.',
      from: { path: '^src/modules/reports/' },
      to: { path: '^src/modules/sightings/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
