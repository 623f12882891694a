// Runs in a child process (workers/process-slot.ts, content-slot.ts): a PDF's text and the thumbnail of a PDF or an
// image, one job at a time. One child does both kinds, so pdf.js and the canvas library are loaded once: two
// children had cost ~110 MB more while an upload's text and thumbnail were made (docs/search.md "Worker
// processes"). The process lives on between jobs: starting it and loading pdf.js costs half a second, a short PDF
// a few milliseconds. Plain JavaScript so that Node starts it as it is, with none of the parent's flags.
import { serveJobs } from './serve-jobs.mjs';

let textJob;
let thumbnailJob;

serveJobs(async (job, send) => {
  if (job.kind === 'thumbnail') {
    thumbnailJob ??= await import('./thumbnail-job.mjs');
    return thumbnailJob.render(job, send);
  }
  textJob ??= await import('./pdf-text-job.mjs');
  return textJob.read(job, send);
});
