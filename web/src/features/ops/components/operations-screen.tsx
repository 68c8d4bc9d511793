import { useId, useState } from 'react';
import { Badge } from '../../../../../ui/components/ui/badge';
import { Button } from '../../../../../ui/components/ui/button';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { toast } from '../../../../../ui/components/ui/toast';
import { formatCount, formatDateTime } from '../../../../../ui/utils/format';
import { PageContainer, PageHeader } from '../../../components/layouts/page-header';
import { QueryState } from '../../../components/layouts/query-state';
import { SectionCard } from '../../../components/layouts/section-card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { apiErrorMessage } from '../../../lib/api-error-message';
import {
  type DeadLetter,
  type DeadLetterGroup,
  type Operations,
  useOperations,
  useReplayAll,
  useReplayDeadLetter,
} from '../api/operations';
import { IntegrationsCards } from './integrations-cards';
import { OpsNav } from './ops-nav';

/** What the confirmation is about: one dead letter, one rule's waiting ones, or every waiting one. */
type Pending =
  | { kind: 'one'; letter: DeadLetter }
  | { kind: 'rule'; group: DeadLetterGroup }
  | { kind: 'all' };

const plural = (count: number, noun: string) => `${formatCount(count)} ${noun}${count === 1 ? '' : 's'}`;

/**
 * Issue 36, the operator console's Operations: dead-lettered events per rule with their error, replayed
 * one by one or all (each once; a confirmation first), and the outbox's backlog. One API call.
 */
export const OperationsScreen = () => {
  const operations = useOperations();
  const replayOne = useReplayDeadLetter();
  const replayAll = useReplayAll();
  const [pending, setPending] = useState<Pending | null>(null);
  const waiting = operations.data?.waiting ?? 0;

  const confirm = async () => {
    if (!pending) return;
    try {
      if (pending.kind === 'one') {
        await replayOne.mutateAsync(pending.letter.id);
        toast.success(
          'Event replayed',
          `${pending.letter.event_type} was sent to ${pending.letter.rule} again.`,
        );
      } else {
        const result = await replayAll.mutateAsync(pending.kind === 'rule' ? pending.group.rule : undefined);
        toast.success(
          `${plural(result.replayed, 'event')} replayed`,
          [
            result.skipped > 0 ? `${plural(result.skipped, 'event')} had been replayed already.` : '',
            result.more ? 'More are waiting: replay all again.' : '',
          ]
            .filter(Boolean)
            .join(' ') || undefined,
        );
      }
    } catch (error) {
      toast.error('Not replayed', apiErrorMessage(error, 'The replay failed. Please try again.'));
    } finally {
      setPending(null);
    }
  };

  return (
    <PageContainer data-testid="ops-operations">
      <PageHeader
        title="Operations"
        documentTitle="Operations · Operator console"
        description="Events a consumer failed on after every retry, and events not yet published."
        actions={
          <Button
            onClick={() => setPending({ kind: 'all' })}
            disabled={waiting === 0}
            data-testid="replay-all"
          >
            Replay all{waiting > 0 ? ` (${formatCount(waiting)})` : ''}
          </Button>
        }
      />
      <OpsNav />
      <div className="mt-6">
        <QueryState
          query={operations}
          what="operations"
          loading={<OperationsSkeleton />}
          showDataDespiteError={() => true}
        >
          {(data) => (
            <div className="space-y-6">
              <OutboxCard outbox={data.outbox} />
              <IntegrationsCards />
              {data.rules.length === 0 ? (
                <EmptyState title="No dead letters" data-testid="dead-letters-empty">
                  Every event reached its consumers. An event a consumer keeps failing on is listed here, with
                  its error, to replay once it is fixed.
                </EmptyState>
              ) : (
                data.rules.map((group) => (
                  <RuleCard
                    key={group.rule}
                    group={group}
                    onReplay={(letter) => setPending({ kind: 'one', letter })}
                    onReplayRule={() => setPending({ kind: 'rule', group })}
                  />
                ))
              )}
              {data.more && (
                <p className="text-sm text-slate-600">
                  Older dead letters are not listed; Replay all reaches the waiting ones among them too.
                </p>
              )}
            </div>
          )}
        </QueryState>
      </div>
      <ConfirmDialog
        open={pending !== null}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirm()}
        title={pending?.kind === 'one' ? 'Replay this event?' : 'Replay the waiting events?'}
        message={confirmMessage(pending, waiting)}
        confirmLabel="Replay"
        pendingLabel="Replaying…"
        isPending={replayOne.isPending || replayAll.isPending}
        data-testid="replay-confirm"
      />
    </PageContainer>
  );
};

const confirmMessage = (pending: Pending | null, waiting: number) => {
  if (!pending) return '';
  if (pending.kind === 'one')
    return `${pending.letter.event_type} goes to ${pending.letter.rule} again, once. Replay it only after the cause of its error is fixed.`;
  const count = pending.kind === 'rule' ? pending.group.waiting : waiting;
  const where = pending.kind === 'rule' ? `to ${pending.group.rule}` : 'to the rules they failed in';
  return `${plural(count, 'waiting event')} go ${where} again, each once.`;
};

const OutboxCard = ({ outbox }: { outbox: Operations['outbox'] }) => {
  const titleId = useId();
  const count = `${formatCount(outbox.pending)}${outbox.more ? '+' : ''}`;
  return (
    <SectionCard
      titleId={titleId}
      title="Outbox"
      aside={
        <Badge tone={outbox.pending === 0 ? 'green' : 'amber'} data-testid="outbox-pending">
          {outbox.pending === 0 ? 'Empty' : `${count} pending`}
        </Badge>
      }
      description={
        outbox.pending === 0
          ? 'Every event written has been published to the bus.'
          : `${count} event${outbox.pending === 1 ? '' : 's'} written but not yet on the bus, the oldest since ${formatDateTime(outbox.oldest_pending_at ?? '')}. The publisher and the minute sweep publish them.`
      }
      data-testid="outbox-card"
    />
  );
};

const RuleCard = ({
  group,
  onReplay,
  onReplayRule,
}: {
  group: DeadLetterGroup;
  onReplay: (letter: DeadLetter) => void;
  onReplayRule: () => void;
}) => {
  const titleId = useId();
  return (
    <SectionCard
      titleId={titleId}
      title={<span className="break-all">{group.rule}</span>}
      aside={
        <Badge tone={group.waiting > 0 ? 'red' : 'neutral'}>
          {group.waiting > 0 ? `${formatCount(group.waiting)} waiting` : 'All replayed'}
        </Badge>
      }
      description={group.description}
      data-testid="dead-letter-rule"
    >
      {group.waiting > 1 && (
        <Button variant="secondary" size="sm" className="mt-3" onClick={onReplayRule}>
          Replay all {formatCount(group.waiting)} of {group.rule}
        </Button>
      )}
      <ul className="mt-4 divide-y divide-slate-200 border-t border-slate-200">
        {group.dead_letters.map((letter) => (
          <DeadLetterRow key={letter.id} letter={letter} onReplay={() => onReplay(letter)} />
        ))}
      </ul>
    </SectionCard>
  );
};

const DeadLetterRow = ({ letter, onReplay }: { letter: DeadLetter; onReplay: () => void }) => {
  const headingId = useId();
  return (
    <li aria-labelledby={headingId} className="py-4" data-testid="dead-letter" data-state={letter.state}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 id={headingId} className="font-medium break-words text-slate-900">
            {letter.event_type}
          </h3>
          <p className="text-sm text-slate-600">
            Failed <time dateTime={letter.dead_lettered_at}>{formatDateTime(letter.dead_lettered_at)}</time>
            <span className="sr-only">, event {letter.event_id}</span>
          </p>
          <p
            className="mt-2 rounded-lg bg-red-50 px-3 py-2 font-mono text-xs break-words whitespace-pre-wrap text-red-900"
            data-testid="dead-letter-error"
          >
            <span className="sr-only">Error: </span>
            {letter.error}
          </p>
        </div>
        <div className="shrink-0">
          {letter.state === 'waiting' ? (
            <Button size="sm" onClick={onReplay} data-testid="replay">
              Replay<span className="sr-only"> {letter.event_type}</span>
            </Button>
          ) : (
            <Badge tone="green" data-testid="replayed">
              Replayed{letter.replayed_by ? ` by ${letter.replayed_by}` : ''}
            </Badge>
          )}
        </div>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer rounded font-medium text-violet-800 hover:text-violet-950">
          Event detail
        </summary>
        <pre className="mt-2 max-h-64 overflow-auto rounded-lg bg-slate-50 p-3 text-xs text-slate-800">
          {JSON.stringify(letter.detail, null, 2)}
        </pre>
      </details>
    </li>
  );
};

const OperationsSkeleton = () => (
  <div className="space-y-4" aria-busy="true">
    <div className="rounded-2xl border border-slate-200 bg-white p-5">
      <Skeleton className="h-5 w-40" label="Loading operations" />
    </div>
    {[0, 1].map((key) => (
      <div key={key} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5">
        <Skeleton className="h-5 w-48" label="" />
        <Skeleton className="block h-16 w-full" label="" />
      </div>
    ))}
  </div>
);
