import { bullmqCallbacks } from '../server/jobs/create-jobs';
import { TEST_CALLBACK_SECRET } from './webhook-check';

// A process that queues one job callback on BullMQ and sends callbacks until it is killed
// (server/jobs/results/bullmq-callbacks.test.ts kills it mid-send). REDIS_URL, CALLBACK_URL, STALL_MS.

const callbacks = await bullmqCallbacks({
  url: process.env.REDIS_URL!,
  stallMs: Number(process.env.STALL_MS),
  logger: (line) => console.log(line),
  secret: TEST_CALLBACK_SECRET,
});
await callbacks.send(process.env.CALLBACK_URL!, { code: 200, msg: 'ok', data: { id: 'job-1' } });
console.log('queued');
