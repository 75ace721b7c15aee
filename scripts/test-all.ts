// `npm test`: every check the CI runs, in the order of the README, each step timed. Steps of a group run side by
// side (their output printed whole as each ends), so that the two cores of these machines are never idle: the type
// check, the lint and the build keep one core each busy; then the integration tests, which run one file at a time
// (they share a mock) on one core, beside the unit tests and the time-zone runs, which take the other; then the
// end-to-end tests, which use both cores themselves. Stops after the first group with a failed step, like a chain of
// `&&`, and prints the times.
import { spawn } from 'node:child_process';

interface Step {
  script: string;
  code: number;
  seconds: number;
}

function run(script: string, buffered: boolean): Promise<Step & { output: string }> {
  const started = performance.now();
  return new Promise((done) => {
    const child = spawn('npm', ['run', script], { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    child.on('close', (code) => {
      const step = { script, code: code ?? 1, seconds: (performance.now() - started) / 1000, output };
      if (buffered) process.stdout.write(output);
      done(step);
    });
  });
}

const groups: string[][] = [['typecheck', 'lint', 'build:dist'], ['test:integration', 'test:unit', 'test:tz'], ['e2e']];
const done: Step[] = [];
const started = performance.now();
for (const group of groups) {
  const steps = await Promise.all(group.map((script) => run(script, group.length > 1)));
  done.push(...steps);
  if (steps.some((s) => s.code !== 0)) break;
}
const total = (performance.now() - started) / 1000;
console.log(`\nnpm test, seconds per step (${groups.map((g) => g.join(' + ')).join(', then ')}):`);
for (const s of done)
  console.log(
    `  ${s.script.padEnd(16)} ${s.seconds.toFixed(1).padStart(7)}${s.code === 0 ? '' : `  FAILED (exit ${s.code})`}`,
  );
console.log(`  ${'total'.padEnd(16)} ${total.toFixed(1).padStart(7)}`);
process.exitCode = done.find((s) => s.code !== 0)?.code ?? (done.length === groups.flat().length ? 0 : 1);
