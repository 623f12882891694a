import { describe, expect, it } from 'vitest';
import { createCaches } from './caches';
import { ChangeTracker } from './change-tracker';

describe('the caches of which PDFs hold a word', () => {
  it("stay warm through a rename or a status change; a PDF's text or a new revision makes them stale", () => {
    const tracker = new ChangeTracker();
    const caches = createCaches(tracker);
    const fill = () => {
      caches.contentWords.set('construction_files:asbest', ['a'], caches.contentWords.stamp());
      caches.contentMatches.set('["construction_files",["asbest"]]', ['a'], caches.contentMatches.stamp());
      caches.olderRevisions.set('["construction_files","older"]', ['b'], caches.olderRevisions.stamp());
    };
    const kept = () => [
      caches.contentWords.get('construction_files:asbest'),
      caches.contentMatches.get('["construction_files",["asbest"]]'),
      caches.olderRevisions.get('["construction_files","older"]'),
    ];
    fill();
    for (const renamed of ['construction_files', 'drawing_files']) {
      tracker.bump(renamed);
      // Which revision outsiders read is the file's own row: that one follows the files.
      expect(kept()).toEqual([['a'], ['a'], undefined]);
      fill();
    }
    for (const written of ['upload_text_pages', 'file_revisions']) {
      tracker.bump(written);
      expect(kept()).toEqual([undefined, undefined, undefined]);
      fill();
    }
  });
});
