/** Why `npm run worker` refuses PGlite (printed as it is; docs/operations.md "워커", ADR 101). */
export const WORKER_NEEDS_POSTGRES =
  'npm run worker needs PostgreSQL (DATABASE_URL): PGlite files belong to one process (ADR 098), ' +
  'so on PGlite the server runs the background jobs itself. Start only `npm start`.';
