import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approveUgcSubmission, rejectUgcSubmission } from '../../../../../contracts/ugc';
import { callApi } from '../../../lib/api-client';
import { brandQueryRoot } from '../../../lib/brand-query';

export type SubmissionDecision = 'approve' | 'reject';

/** `POST /api/brand/ugc-submissions/{id}/approve|reject`: only a pending submission (twice is a 409). */
export const decideSubmission = async ({
  id,
  decision,
  feedback,
}: {
  id: string;
  decision: SubmissionDecision;
  feedback: string;
}) =>
  decision === 'approve'
    ? (
        await callApi(approveUgcSubmission, {
          params: { submissionId: id },
          body: { feedback: feedback || null },
        })
      ).submission
    : (await callApi(rejectUgcSubmission, { params: { submissionId: id }, body: { feedback } })).submission;

export const useDecideSubmission = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideSubmission,
    // The list and, for an approval, the invoices to come (the UGC payments line) move.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: brandQueryRoot }),
  });
};
