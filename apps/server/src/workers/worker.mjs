// A worker thread starts without the TypeScript loader of the thread that made it: it
// registers its own, then loads the tasks.
import { workerData } from 'piscina';
import { register } from 'tsx/esm/api';

register();
const { default: runTask, startThread } = await import('./tasks.ts');
startThread(workerData);

export default runTask;
