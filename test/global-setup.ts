// Starts the mock backend once for a unit and integration run, on the port vitest.config.ts chose, with the test-only
// routes (the activity clock knob) on. Every project of the run inherits this setup: the first starts the server, the
// others find it started (one process, one port); the last teardown closes it.
import { startServer, type RunningServer } from '../mock/server';

const shared = globalThis as { qihuoTestMock?: { server: Promise<RunningServer>; users: number } };

export async function setup(): Promise<void> {
  shared.qihuoTestMock ??= {
    server: startServer({ port: Number(process.env.MOCK_TEST_PORT), host: '127.0.0.1', settings: { testHooks: true } }),
    users: 0,
  };
  shared.qihuoTestMock.users += 1;
  await shared.qihuoTestMock.server;
}

export async function teardown(): Promise<void> {
  const mock = shared.qihuoTestMock;
  if (!mock || (mock.users -= 1) > 0) return;
  shared.qihuoTestMock = undefined;
  await (await mock.server).close();
}
