// A stand-in render worker for pool.test.ts: what it does is read from the file `mode` in its hostDist, so a
// test can make a generation's warm-up or its inline scripts never answer.
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { workerData } = require('node:worker_threads');

module.exports = async function task(task) {
  const mode = readFileSync(path.join(workerData.hostDist, 'mode'), 'utf8').trim();
  const never = () => new Promise(() => {});
  if (task.type === 'warm') return mode === 'stuck-warm' || mode === 'stuck-all' ? never() : [];
  if (task.type === 'inline-scripts') return mode === 'stuck-all' ? never() : { scripts: [mode] };
  return null;
};
