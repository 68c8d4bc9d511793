import { writeTransaction } from '../shared/data/entity';
import { creatorEntity, toCreator } from './entities/creator';
import type { DirectoryResults } from './entities/creator-results';
import { getDirectoryResults } from './entities/creator-results';
import { identityService } from './entities/service';
import { facetOperations, MAX_ATTEMPTS } from './save-creator-profile';

const same = (a: DirectoryResults, b: DirectoryResults) =>
  a.sales_cents === b.sales_cents && a.clicks === b.clicks && a.conversions === b.conversions;

/**
 * Issue 34: a creator's 90-day results as of a day, and their facet items re-ranked, in one transaction.
 * Nothing is written when the results did not move (most creators on most days). The creator's revision
 * is bumped under the condition that it is the one read, so a profile save in between (which ranks the
 * items with the results it read) is redone with the new results, and this write with the new profile.
 */
export const rankCreator = async (
  creatorId: string,
  results: DirectoryResults,
  asOf: string,
): Promise<'ranked' | 'unchanged' | 'absent'> => {
  for (let attempt = 1; ; attempt++) {
    const [{ data: record }, stored] = await Promise.all([
      creatorEntity.get({ id: creatorId }).go({ consistent: true }),
      getDirectoryResults(creatorId, { consistent: true }),
    ]);
    if (!record) return 'absent';
    // Never ranked (a creator from before the directory's facets): written even with no results.
    if (stored.as_of !== null && same(stored, results)) return 'unchanged';
    const creator = toCreator(record);
    const seen = record.revision;
    const outcome = await writeTransaction(
      identityService,
      ({ creator: creators, creatorResults, creatorFacet }) => ({
        creator: creators
          // An upsert names the directory index's composites (username, onboarding_completed), as
          // completeCreatorOnboarding does, so the creator's own index entry is written as it is.
          .upsert({
            id: creatorId,
            username: creator.username,
            onboarding_completed: creator.onboarding_completed,
          })
          .add({ revision: 1 })
          .where((attr, op) =>
            seen === undefined ? op.notExists(attr.revision) : op.eq(attr.revision, seen),
          )
          .commit(),
        results: creatorResults.put({ creator_id: creatorId, ...results, as_of: asOf }).commit(),
        // Every item is re-ranked (their stored results are not the ones read: rewrite them all).
        ...facetOperations(creatorFacet, creator, creator, results, null),
      }),
    );
    if (outcome.ok) return 'ranked';
    if (attempt >= MAX_ATTEMPTS) throw new Error(`rankCreator ${creatorId}: changed concurrently`);
  }
};
