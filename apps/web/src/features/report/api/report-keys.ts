/** A report's state is its own: nothing else on the page changes with it. */
export const reportStatusKey = (jobid: string) => ['report', 'status', jobid] as const;
