import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadAnswer } from '../../../../../common/api/upload';
import { useCreateFile } from '../../api/use-file-mutations';
import { useUploader } from '../../api/uploader-context';
import type { FileKind } from '../../../../entities/file/kinds';
import { checkFile, nameFromFile } from './file-checks';
import { createBody, isPending, shouldOverwrite, type ItemFields, type QueueItem } from './queue-item';
import { Semaphore } from './semaphore';

const PARALLEL_UPLOADS = 3;
let nextKey = 0;

/**
 * The files of the upload modal. Each accepted file starts uploading as soon as it is added, so the bytes
 * travel while the person names it; saving then creates the entries, waiting for uploads still running.
 * `maxBytes` is the server's upload limit (the default until it is known).
 */
export function useUploadQueue(kind: FileKind, defaults: () => Partial<ItemFields>, maxBytes?: number) {
  const uploader = useUploader();
  const create = useCreateFile(kind).mutateAsync;
  const [items, setItems] = useState<QueueItem[]>([]);
  const current = useRef<QueueItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const uploads = useRef(new Map<string, Promise<UploadAnswer>>());
  const semaphore = useRef(new Semaphore(PARALLEL_UPLOADS));
  // File names already sent from this modal: a second upload of one may replace the first (overwrite=true).
  const sentNames = useRef(new Set<string>());

  const commit = useCallback((change: (items: QueueItem[]) => QueueItem[]) => {
    current.current = change(current.current);
    setItems(current.current);
  }, []);
  const patch = useCallback(
    (key: string, change: Partial<QueueItem>) =>
      commit((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item))),
    [commit],
  );
  const find = (key: string) => current.current.find((item) => item.key === key);

  const startUpload = useCallback(
    (key: string): Promise<UploadAnswer> => {
      const item = current.current.find((candidate) => candidate.key === key);
      if (!item) return Promise.reject(new Error('gone'));
      const controller = new AbortController();
      controllers.current.set(key, controller);
      patch(key, { phase: 'queued', loaded: 0, error: null, failedStage: null });
      const run = async () => {
        await semaphore.current.acquire();
        try {
          patch(key, { phase: 'uploading' });
          // Decided when the bytes leave, against the list as it is then.
          const overwrite = shouldOverwrite(item, current.current, sentNames.current);
          sentNames.current.add(item.file.name);
          return await uploader({
            file: item.file,
            purpose: kind,
            overwrite,
            signal: controller.signal,
            onProgress: (loaded, total) => patch(key, { loaded, total }),
          });
        } finally {
          semaphore.current.release();
        }
      };
      const promise = run().then(
        (upload) => {
          patch(key, { phase: 'uploaded', upload, loaded: item.file.size });
          return upload;
        },
        (error: unknown) => {
          if (!controller.signal.aborted) patch(key, { phase: 'failed', failedStage: 'upload', error });
          throw error;
        },
      );
      promise.catch(() => undefined);
      uploads.current.set(key, promise);
      return promise;
    },
    [kind, patch, uploader],
  );

  const add = useCallback(
    (files: File[]) => {
      const added = files.map((file): QueueItem => {
        const rejection = checkFile(kind, file, maxBytes);
        return {
          key: `upload-${(nextKey += 1)}`,
          file,
          fields: {
            name: nameFromFile(file.name),
            year: new Date(file.lastModified || Date.now()).getFullYear(),
            type: '',
            info: '',
            drawingNumber: '',
            scale: '',
            status: 'published',
            project: null,
            ...defaults(),
          },
          phase: rejection ? 'rejected' : 'queued',
          loaded: 0,
          total: file.size,
          rejection,
          error: null,
          failedStage: null,
          upload: null,
          fieldErrors: {},
        };
      });
      commit((list) => [...list, ...added]);
      for (const item of added) if (!item.rejection) void startUpload(item.key).catch(() => undefined);
    },
    [commit, defaults, kind, maxBytes, startUpload],
  );

  const saveOne = async (key: string): Promise<boolean> => {
    let upload = find(key)?.upload ?? null;
    if (!upload) {
      try {
        const running = find(key)?.phase === 'failed' ? undefined : uploads.current.get(key);
        upload = await (running ?? startUpload(key));
      } catch {
        return false;
      }
    }
    const item = find(key);
    if (!item) return false;
    patch(key, { phase: 'saving', error: null });
    try {
      await create(createBody(kind, item.fields, upload.url));
      patch(key, { phase: 'done' });
      return true;
    } catch (error) {
      patch(key, { phase: 'failed', failedStage: 'create', error });
      return false;
    }
  };

  /** Uploads what is missing and creates every pending entry; answers how many were saved and failed. */
  const save = async () => {
    const results = await Promise.all(current.current.filter(isPending).map((item) => saveOne(item.key)));
    return { saved: results.filter(Boolean).length, failed: results.filter((ok) => !ok).length };
  };

  const retry = (key: string) => {
    const item = find(key);
    if (item?.failedStage === 'upload') void startUpload(key).catch(() => undefined);
    else if (item?.failedStage === 'create') void saveOne(key);
  };

  const remove = useCallback(
    (key: string) => {
      controllers.current.get(key)?.abort();
      controllers.current.delete(key);
      uploads.current.delete(key);
      commit((list) => list.filter((item) => item.key !== key));
    },
    [commit],
  );

  const reset = useCallback(() => {
    for (const controller of controllers.current.values()) controller.abort();
    controllers.current.clear();
    uploads.current.clear();
    commit(() => []);
  }, [commit]);

  // Closing the page mid-upload stops the transfers.
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const setFields = (key: string, change: Partial<ItemFields>) =>
    commit((list) =>
      list.map((item) =>
        item.key === key
          ? { ...item, fields: { ...item.fields, ...change }, fieldErrors: clear(item.fieldErrors, change) }
          : item,
      ),
    );

  return { items, add, remove, retry, save, reset, setFields, commit };
}

function clear(errors: QueueItem['fieldErrors'], change: Partial<ItemFields>) {
  return {
    name: 'name' in change ? undefined : errors.name,
    year: 'year' in change ? undefined : errors.year,
    project: 'project' in change ? undefined : errors.project,
  };
}
