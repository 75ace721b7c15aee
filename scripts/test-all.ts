// `npm test`: every check the CI runs, in the order of the README, each step timed. The type check, the lint
// and the build are one process each that keeps one core busy: they run side by side (their output printed
// whole as each ends); the unit tests, the time-zone runs and the end-to-end tests use both cores themselves
// and run one after the other. Stops at the first step that fails, like a chain of `&&`, and prints the times.
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

const groups: string[][] = [['typecheck', 'lint', 'build:dist'], ['test:unit'], ['test:tz'], ['e2e']];
const done: Step[] = [];
const started = performance.now();
for (const group of groups) {
  const steps = await Promise.all(group.map((script) => run(script, group.length > 1)));
  done.push(...steps);
  if (steps.some((s) => s.code !== 0)) break;
}
const total = (performance.now() - started) / 1000;
console.log('\nnpm test, seconds per step (the first three side by side):');
for (const s of done)
  console.log(
    `  ${s.script.padEnd(12)} ${s.seconds.toFixed(1).padStart(7)}${s.code === 0 ? '' : `  FAILED (exit ${s.code})`}`,
  );
console.log(`  ${'total'.padEnd(12)} ${total.toFixed(1).padStart(7)}`);
process.exitCode = done.find((s) => s.code !== 0)?.code ?? (done.length === groups.flat().length ? 0 : 1);
