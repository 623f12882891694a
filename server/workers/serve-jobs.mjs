// The child side of workers/process-slot.ts: takes jobs from the parent over IPC, one at a time, and answers each
// job's messages with its id. A job that throws answers `{ type: 'error' }`; the parent going away ends the child.
// Plain JavaScript so that Node starts it as it is, with none of the parent's flags.

const OUT_OF_MEMORY = /allocation failed|out of memory|skia surface failed|Invalid typed array length|Array buffer/i;

/** Runs `work(job, send)` for each job the parent sends; `send` tags a message with the job's id. */
export function serveJobs(work) {
  process.on('disconnect', () => process.exit(0));
  let queue = Promise.resolve();
  process.on('message', (job) => {
    const send = (message) => process.send?.({ id: job.id, ...message });
    queue = queue
      .then(() => work(job, send))
      .catch((err) => {
        const message = String(err?.message ?? err);
        // Out of memory, caught as an error (an array buffer, a Skia surface): this process is spent. It ends, so
        // the parent hears a death (retried once in a fresh process when this one had read other files).
        if (OUT_OF_MEMORY.test(message)) {
          process.stderr.write(`out of memory: ${message}\n`, () => process.exit(70));
          return;
        }
        send({ type: 'error', message });
      });
  });
}
