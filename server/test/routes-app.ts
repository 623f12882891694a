/** The one test app of a route test file, made before its tests and closed after them. */
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

/**
 * Call at the top of a test file: registers the `beforeAll` that makes the app and the `afterAll` that closes it, and
 * answers a stand-in that reads the app once it is made (so helpers may hold it from the start).
 */
export function testAppPerFile(env: Record<string, string> = {}, options: TestAppOptions = {}): TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(env, options);
  });
  afterAll(async () => {
    await app?.close();
  });
  return new Proxy({} as TestApp, {
    get(_, key) {
      if (!app) throw new Error('the test app is made in beforeAll: use it inside a hook or a test');
      return Reflect.get(app, key) as unknown;
    },
  });
}
