import type { APIRequestContext } from '@playwright/test';
import type { ReceivedRequest, Scenario } from './fake-upstream-server';
import { fakeUpstreamUrl } from './ports';

/** Drives the fake upstream from a spec: make an endpoint fail, read what arrived. */
export const fakeUpstream = {
  async set(request: APIRequestContext, scenarios: { geo?: Scenario; cig?: Scenario }) {
    await request.post(`${fakeUpstreamUrl}/__scenario`, { data: scenarios });
  },
  async reset(request: APIRequestContext) {
    await request.post(`${fakeUpstreamUrl}/__reset`);
  },
  async requests(request: APIRequestContext): Promise<ReceivedRequest[]> {
    return (await request.get(`${fakeUpstreamUrl}/__requests`)).json() as Promise<ReceivedRequest[]>;
  },
};
