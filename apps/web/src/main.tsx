import './styles/global.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { PRERENDERED_PATH } from './app/prerendered';
import { router } from './app/router';
import { loadFontAfterFirstPaint } from './lib/load-font';
import { registerServiceWorker } from './lib/register-service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The home page comes with its HTML, written by the build (ADR 237): React takes it over as it
// is. Any other page starts from the empty shell.
const app = <AppRoot router={router} />;
if (root.firstElementChild && window.location.pathname === PRERENDERED_PATH) {
  hydrateRoot(root, app);
} else {
  createRoot(root).render(app);
}

loadFontAfterFirstPaint();
registerServiceWorker();
