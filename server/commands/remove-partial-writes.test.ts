import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createStorage } from '../storage/create-storage';
import { QUIET_DISK_MS, removePartialWrites } from './remove-partial-writes';

const log = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('removePartialWrites (at start-up)', () => {
  it("removes a killed upload's .part file once it has been quiet ten minutes, keeping one still being written", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'byggarkiv-start-'));
    const config = loadConfig({ DATA_DIR: root });
    const storage = createStorage(config);
    const folder = path.join(root, 'files', '3f');
    fs.mkdirSync(folder, { recursive: true });
    const part = (ageMs: number) => {
      const file = path.join(folder, `.${crypto.randomUUID()}.part`);
      fs.writeFileSync(file, Buffer.alloc(1024 * 64));
      const when = new Date(Date.now() - ageMs);
      fs.utimesSync(file, when, when);
      return file;
    };
    const killed = part(QUIET_DISK_MS + 60_000);
    const writing = part(5_000);
    expect(await removePartialWrites({ storage, config, log })).toBe(1);
    expect(fs.existsSync(killed)).toBe(false);
    expect(fs.existsSync(writing)).toBe(true);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
