import type { SavedAlertDeps } from '../src/modules/saved/saved-dog-alerts';
import type { TestApp } from './helper';

/** What the saved-alerts job hands its steps, for tests that call a step with their own clock. */
export const notifierFor = (app: TestApp): SavedAlertDeps => ({
  db: app.db,
  notifier: app.notifier,
  publicBaseUrl: app.config.publicBaseUrl,
});
