import { startFakeUpstream } from './fake-upstream-server';

// Started by Playwright's webServer: the fake third-party upstream for upstream-mode specs.
const upstream = await startFakeUpstream(Number(process.env.FAKE_UPSTREAM_PORT ?? 4312));
console.log(`fake upstream on ${upstream.url}`);
