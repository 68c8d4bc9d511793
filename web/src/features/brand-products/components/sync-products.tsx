import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '../../../../../ui/components/ui/button';
import { toast } from '../../../../../ui/components/ui/toast';
import { RefreshIcon } from '../../../../../ui/components/ui/workspace-icons';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { ApiError } from '../../../lib/api-client';
import { type ImportJob, productsQueryKey } from '../api/get-products';
import { importJobQueryOptions, isFinished, useImportJob, useStartImport } from '../api/import-products';

type SyncProductsProps = { storeName: string | null; latestImport: ImportJob | null };

/**
 * 'Sync Products' (only for a connected Shopify store): starts the import job, shows its progress while
 * polling it, then the spec's 'Import Successful' toast and the refreshed catalogue. Re-running
 * upserts by Shopify product id, so it never duplicates. A failed import says why beside the button
 * (not only in a toast that fades) until the next Sync, which can run at once.
 */
export const SyncProducts = ({ storeName, latestImport }: SyncProductsProps) => {
  const queryClient = useQueryClient();
  const start = useStartImport();
  // Opened while an import runs (or after one failed): pick it up where the server has it.
  const [jobId, setJobId] = useState<string | undefined>(() =>
    latestImport && !isFinished(latestImport) ? latestImport.id : undefined,
  );
  const [failure, setFailure] = useState<string | undefined>(() =>
    latestImport?.status === 'failed' ? latestImport.error || 'Failed to import products' : undefined,
  );
  const job = useImportJob(jobId);

  useEffect(() => {
    if (!jobId) return;
    if (job.isError) {
      toast.error('Import Failed', 'Failed to import products');
      setJobId(undefined);
      return;
    }
    if (!job.data || !isFinished(job.data)) return;
    if (job.data.status === 'succeeded') {
      toast.success('Import Successful', `Imported ${job.data.processed} products from your Shopify store`);
    } else {
      toast.error('Import Failed', job.data.error || 'Failed to import products');
      setFailure(job.data.error || 'Failed to import products');
    }
    void queryClient.invalidateQueries({ queryKey: productsQueryKey });
    setJobId(undefined);
  }, [jobId, job.data, job.isError, queryClient]);

  const sync = async () => {
    setFailure(undefined);
    try {
      const started = await start.mutateAsync();
      // The job as the API answered it is the first poll: the progress shows at once, and the next
      // look is 500 ms later.
      queryClient.setQueryData(importJobQueryOptions(started.id).queryKey, started);
      setJobId(started.id);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'store_not_connected') {
        toast.error('Store Not Connected', error.message || 'Please connect your Shopify store first');
        void queryClient.invalidateQueries({ queryKey: productsQueryKey });
        return;
      }
      toast.error('Import Failed', error instanceof Error ? error.message : 'Failed to import products');
    }
  };

  const running = jobId !== undefined;
  const progress = job.data;
  return (
    <div className="flex w-full flex-col gap-3 sm:w-auto sm:items-end">
      <Button onClick={sync} isLoading={start.isPending || running} data-testid="sync-products">
        {!(start.isPending || running) && <RefreshIcon className="size-4" />}
        {start.isPending || running ? 'Syncing...' : 'Sync Products'}
      </Button>
      {running && (
        <div className="w-full space-y-1.5 sm:w-72" data-testid="import-progress">
          <ProgressBar
            label={`Importing products from ${storeName ?? 'your store'}`}
            value={progress?.processed ?? 0}
            max={progress?.total ?? null}
            valueText={
              progress?.total != null
                ? `${progress.processed} of ${progress.total} products`
                : 'Starting the import'
            }
          />
          <p className="text-xs text-slate-600" aria-hidden="true">
            {progress?.total != null
              ? `Importing ${progress.processed} of ${progress.total} products...`
              : 'Starting the import...'}
          </p>
        </div>
      )}
      {!running && failure && (
        <p
          role="alert"
          data-testid="import-error"
          className="w-full rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 sm:w-72"
        >
          Import failed: {failure}
        </p>
      )}
    </div>
  );
};
