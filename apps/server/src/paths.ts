import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Both src/ (tsx, vitest) and dist/ (the bundle) sit one level below apps/server,
// so these resolve the same way in development and in production.
const here = path.dirname(fileURLToPath(import.meta.url));
export const serverRoot = path.resolve(here, '..');
export const migrationsDir = path.join(serverRoot, 'drizzle');
export const webDistDir = path.resolve(serverRoot, '../web/dist');
/** Real dog photos with their licences (assets/dogs/ATTRIBUTION.md): demo data, tests, benches. */
export const dogPhotosDir = path.join(serverRoot, 'assets/dogs');
