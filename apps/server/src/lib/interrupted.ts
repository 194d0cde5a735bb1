/**
 * Thrown when work is cancelled because the process is stopping (an AI call cut off by shutdown): not a
 * failure of the job doing it, which gives its lease back and resumes later.
 */
export class WorkInterrupted extends Error {}
