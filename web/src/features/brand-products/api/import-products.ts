import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { getProductImport, requestProductImport } from '../../../../../contracts/brand-products';
import { callApi } from '../../../lib/api-client';
import { type ImportJob, productsRootKey } from './get-products';

export type { ImportJob };

/** `POST /api/brand/products/import` (202): the import runs in the background as a job. */
export const startImport = async (): Promise<ImportJob> => (await callApi(requestProductImport)).job;

export const useStartImport = () => useMutation({ mutationFn: startImport });

export const getImportJob = async (jobId: string): Promise<ImportJob> =>
  (await callApi(getProductImport, { params: { jobId } })).job;

export const isFinished = (job: ImportJob | undefined): boolean =>
  job?.status === 'succeeded' || job?.status === 'failed';

/** Polled every 500 ms until the job has succeeded or failed. */
export const importJobQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: [...productsRootKey, 'import', jobId],
    queryFn: () => getImportJob(jobId),
    refetchInterval: (query) => (isFinished(query.state.data) ? false : 500),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 3,
  });

export const useImportJob = (jobId: string | undefined) =>
  useQuery({ ...importJobQueryOptions(jobId ?? ''), enabled: jobId !== undefined });
