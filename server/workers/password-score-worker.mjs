// Runs in a worker thread (lib/password-scorer.ts): zxcvbn-ts with its dictionaries, which take ~25 MB of V8's
// heap and ~55 MB of resident memory once loaded. In the server's own heap they stayed for good after the first
// sign-up; a thread that ends when idle gives them back. Plain JavaScript so that Node runs it as it is.
import { parentPort } from 'node:worker_threads';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

// The same options as common/password-strength.ts, which the web app's meter uses.
const zxcvbn = new ZxcvbnFactory({
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...en.dictionary },
});

parentPort.on('message', ({ id, password, words }) => {
  try {
    parentPort.postMessage({ id, score: zxcvbn.check(password, words).score });
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
