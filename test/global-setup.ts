// Starts the mock backend once for the unit and integration run, on the port vitest.config.ts chose,
// with the test-only routes (the activity clock knob) on.
import { startServer, type RunningServer } from '../mock/server';

let running: RunningServer | undefined;

export async function setup(): Promise<void> {
  running = await startServer({
    port: Number(process.env.MOCK_TEST_PORT),
    host: '127.0.0.1',
    settings: { testHooks: true },
  });
}

export async function teardown(): Promise<void> {
  await running?.close();
}
