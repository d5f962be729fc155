// A worker thread starts without the TypeScript loader of the thread that made it: it
// registers its own, then loads the tasks.
import { register } from 'tsx/esm/api';

register();
const { default: runTask } = await import('./tasks.ts');

export default runTask;
