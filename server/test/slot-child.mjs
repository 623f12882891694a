// A stand-in for a worker process in workers/process-slot.test.ts: each job does what it is told — answer, die
// of a segmentation fault, allocate native memory, or spin — so the slot's handling of each is tested on real
// processes under real operating-system limits.
import { serveJobs } from '../workers/serve-jobs.mjs';

const held = [];
let done = 0;
serveJobs(async (job, send) => {
  done += 1;
  // Dies when this process has run jobs before: a fault that earlier files left behind.
  if (job.do === 'crash-if-used')
    return done > 1 ? process.kill(process.pid, 'SIGSEGV') : send({ type: 'done', pid: process.pid });
  if (job.do === 'echo') return send({ type: 'done', pid: process.pid, value: job.value });
  if (job.do === 'crash') return process.kill(process.pid, 'SIGSEGV');
  if (job.do === 'throw') throw new Error('broken file');
  if (job.do === 'alloc') {
    // Native memory (array buffers live outside V8's heap limit), touched so it is really taken.
    for (let i = 0; i < job.mb; i++) held.push(Buffer.alloc(1024 * 1024, 1));
    return send({ type: 'done', pid: process.pid, value: held.length });
  }
  if (job.do === 'spin') for (;;);
});
