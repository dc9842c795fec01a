import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestTraffic } from './request-traffic';

describe('requestTraffic', () => {
  it('is busy from a request until its response closes, and for 10 ms after the last one', () => {
    let now = 100;
    const traffic = requestTraffic(() => now);
    const server = new EventEmitter();
    traffic.track(server as unknown as Server);
    expect(traffic.busy()).toBe(false);
    const first = new EventEmitter();
    const second = new EventEmitter();
    server.emit('request', {}, first);
    server.emit('request', {}, second);
    now += 50;
    expect(traffic.busy()).toBe(true);
    first.emit('close');
    now += 50;
    expect(traffic.busy()).toBe(true); // the second is still being answered
    second.emit('close');
    now += 9.9;
    expect(traffic.busy()).toBe(true); // its client's next request is likely on its way
    now += 0.2;
    expect(traffic.busy()).toBe(false);
  });
});
