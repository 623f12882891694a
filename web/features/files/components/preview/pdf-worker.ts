import { pdfjs } from 'react-pdf';

pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

/**
 * Only the ranges a page needs are fetched (HTTP Range on the content url), so the first page of a large
 * PDF shows without downloading the rest; no eval, which the app's CSP forbids.
 */
export const PDF_OPTIONS = { disableAutoFetch: true, disableStream: true, isEvalSupported: false };

export { pdfjs };
