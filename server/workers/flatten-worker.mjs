// Runs in a child process (see markups/flatten-markups.ts and workers/process-slot.ts): loads a user's PDF with
// pdf-lib, draws the published markups into a copy and answers its bytes. One job at a time; plain JavaScript so
// that Node starts it as it is.
import { PDFDocument } from 'pdf-lib';
import { drawMarkups } from './draw-markups.mjs';
import { serveJobs } from './serve-jobs.mjs';

async function flatten({ bytes, markups }, send) {
  const data = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Encrypted PDFs are refused (pdf-lib cannot write them back readable); nothing about the document is changed
  // beyond the drawing (its metadata stays as it was).
  const doc = await PDFDocument.load(data, { updateMetadata: false });
  await drawMarkups(doc, markups);
  const out = await doc.save();
  send({ type: 'done', data: out });
}

serveJobs(flatten);
