// Loopback ports the end-to-end run uses: the app (offline provider), the app
// in upstream mode, and the fake upstream that the upstream-mode app talks to.
export const OFFLINE_PORT = Number(process.env.E2E_OFFLINE_PORT ?? 4310);
export const UPSTREAM_APP_PORT = Number(process.env.E2E_UPSTREAM_APP_PORT ?? 4311);
export const FAKE_UPSTREAM_PORT = Number(process.env.E2E_FAKE_UPSTREAM_PORT ?? 4312);
export const FAKE_UPSTREAM_KEY = 'e2e-upstream-secret-key';
/** An offline app that wants API_KEYS from its callers (the settings dialog's key). */
export const KEYED_APP_PORT = Number(process.env.E2E_KEYED_APP_PORT ?? 4313);
export const KEYED_APP_KEY = 'e2e-client-key-7f3a';
/** An app in upstream mode with a quota (UPSTREAM_MAX_RPS) and its answer cache on. */
export const QUOTA_APP_PORT = Number(process.env.E2E_QUOTA_APP_PORT ?? 4314);
export const QUOTA_APP_MAX_RPS = 20;

export const offlineUrl = `http://127.0.0.1:${OFFLINE_PORT}`;
export const upstreamAppUrl = `http://127.0.0.1:${UPSTREAM_APP_PORT}`;
export const fakeUpstreamUrl = `http://127.0.0.1:${FAKE_UPSTREAM_PORT}`;
export const keyedAppUrl = `http://127.0.0.1:${KEYED_APP_PORT}`;
export const quotaAppUrl = `http://127.0.0.1:${QUOTA_APP_PORT}`;
