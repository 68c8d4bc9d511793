import { isConditionFailure } from '../../shared/data/client';

/** A conditional write's outcome: true when it was written, false when its condition refused it. */
export const applied = (write: Promise<unknown>): Promise<boolean> =>
  write.then(
    () => true,
    (error) => {
      if (isConditionFailure(error)) return false;
      throw error;
    },
  );
