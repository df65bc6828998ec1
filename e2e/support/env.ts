import os from 'node:os';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const dataDir = path.join(os.tmpdir(), `chajul-e2e-${E2E_PORT}`);
export const serverLog = path.join(dataDir, 'server.log');
/**
 * The server the suite starts: the production build, or E2E_SERVER_JS's copy of it, which a
 * rebuild of the working tree during the run does not change under the browser.
 */
export const serverJs = path.resolve(process.env.E2E_SERVER_JS ?? '../apps/server/dist/server.js');

export const admin = { userid: 'e2eadmin', password: 'Admin!pass1', nickname: 'e2eadmin' };
export const JWT_SECRET = 'e2e-secret-that-is-at-least-32-characters';
/** The test push service's certificate (apps/server/test/push/), which the server trusts. */
export const pushServiceCert = path.resolve('../apps/server/test/push/push-service.cert.pem');

/** The server's environment: fixed secrets so tests can craft tokens, generous limits. */
export const E2E_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  PORT: String(E2E_PORT),
  DATA_DIR: dataDir,
  JWT_SECRET,
  ADMIN_USERID: admin.userid,
  ADMIN_PASSWORD: admin.password,
  DEMO_DATA: '1',
  PUBLIC_BASE_URL: `http://localhost:${E2E_PORT}`,
  SIGNUP_LIMIT_PER_HOUR: '1000',
  CHECK_LIMIT_PER_MINUTE: '1000',
  RESET_MAIL_LIMIT_PER_HOUR: '1000',
  RATE_LIMIT_PER_MINUTE: '100000',
  // Every test runs from one address, many as one member (ADR 111).
  REPORT_LIMIT_PER_HOUR: '100000',
  REPORT_ADDRESS_LIMIT_PER_HOUR: '100000',
  PHOTO_UPLOAD_LIMIT_PER_HOUR: '100000',
  PHOTO_UPLOAD_ADDRESS_LIMIT_PER_HOUR: '100000',
  INQUIRY_LIMIT_PER_HOUR: '100000',
  INQUIRY_ADDRESS_LIMIT_PER_HOUR: '100000',
  REPLY_LIMIT_PER_HOUR: '100000',
  REPLY_ADDRESS_LIMIT_PER_HOUR: '100000',
  SIGHTING_LIMIT_PER_HOUR: '100000',
  SIGHTING_ADDRESS_LIMIT_PER_HOUR: '100000',
  MESSAGE_LIMIT_PER_HOUR: '100000',
  MESSAGE_ADDRESS_LIMIT_PER_HOUR: '100000',
  PHONE_REVEAL_LIMIT_PER_HOUR: '100000',
  PHONE_REVEAL_ADDRESS_LIMIT_PER_HOUR: '100000',
  FLAG_LIMIT_PER_HOUR: '100000',
  FLAG_ADDRESS_LIMIT_PER_HOUR: '100000',
  EXPORT_LIMIT_PER_HOUR: '100000',
  EXPORT_ADDRESS_LIMIT_PER_HOUR: '100000',
  // Push alerts go to a push service the tests run on loopback (push-alerts.spec.ts).
  PUSH_SERVICE_HOSTS: '127.0.0.1',
  NODE_EXTRA_CA_CERTS: pushServiceCert,
};
