/**
 * Thrown by a job handler for a failure that another attempt cannot fix (a refused URL, input that
 * will never be valid): the job skips its remaining retries and lands in the failed-jobs record now.
 */
export class PermanentJobError extends Error {
  override readonly name = 'PermanentJobError';
}
