import { useState } from 'react';
import { Badge } from '../../../../../ui/components/ui/badge';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { cn } from '../../../../../ui/utils/cn';
import { formatDateTime } from '../../../../../ui/utils/format';
import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { QueryState } from '../../../components/layouts/query-state';
import { EmptyState } from '../../../components/ui/empty-state';
import { useOpsAppeals } from '../api/suspensions';
import { CreatorSuspensionPanel } from './creator-suspension-panel';
import { OpsNav } from './ops-nav';

/**
 * Issue 36 part 4, the operator console's Appeals: every creator with a suspension in force (theirs or a
 * brand's), those whose last message waits for an answer first; choosing one opens their panel (the
 * thread, Release / Forfeit).
 */
export const AppealsScreen = () => {
  const appeals = useOpsAppeals();
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <PageContainer data-testid="ops-appeals">
      <PageHeader
        title="Appeals"
        documentTitle="Appeals · Operator console"
        description="Suspended creators and their appeals: answer, release or forfeit."
      />
      <OpsNav />
      <div className="mt-4">
        <QueryState
          query={appeals}
          what="appeals"
          loading={<Skeleton className="h-24 w-full" />}
          isEmpty={(data) => data.appeals.length === 0}
          empty={
            <EmptyState title="No suspended creators" data-testid="ops-appeals-empty">
              Creators suspended by you or by a brand are listed here with their appeals.
            </EmptyState>
          }
        >
          {(data) => {
            const current = chosen ?? data.appeals[0]?.creator_id ?? null;
            return (
              <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
                <ul className="space-y-2" data-testid="ops-appeal-list">
                  {data.appeals.map((appeal) => (
                    <li key={appeal.creator_id}>
                      <button
                        type="button"
                        onClick={() => setChosen(appeal.creator_id)}
                        aria-current={appeal.creator_id === current ? 'true' : undefined}
                        className={cn(
                          'w-full rounded-2xl border p-4 text-left shadow-sm',
                          appeal.creator_id === current
                            ? 'border-violet-500 bg-violet-50'
                            : 'border-slate-200 bg-white hover:bg-slate-50',
                        )}
                        data-testid="ops-appeal"
                      >
                        <span className="flex flex-wrap items-center gap-2">
                          <span className="font-semibold break-words text-slate-900">
                            {appeal.creator_name}
                          </span>
                          {appeal.awaiting_answer && <Badge tone="amber">Waiting for an answer</Badge>}
                        </span>
                        {appeal.creator_email && (
                          <span className="block text-sm break-all text-slate-600">
                            {appeal.creator_email}
                          </span>
                        )}
                        {appeal.active.map((s) => (
                          <span
                            key={s.brand_id ?? 'platform'}
                            className="mt-1 block text-sm break-words text-slate-700"
                          >
                            {s.brand_name ? `${s.brand_name}: ` : 'Platform: '}
                            {s.reason}
                          </span>
                        ))}
                        <span className="mt-1 block text-xs text-slate-600">
                          {appeal.messages} message{appeal.messages === 1 ? '' : 's'}
                          {appeal.last_message_at ? `, last ${formatDateTime(appeal.last_message_at)}` : ''}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
                {current && <CreatorSuspensionPanel key={current} creatorId={current} />}
              </div>
            );
          }}
        </QueryState>
      </div>
    </PageContainer>
  );
};
