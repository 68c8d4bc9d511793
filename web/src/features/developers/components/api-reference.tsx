import { Fragment } from 'react';
import { Badge } from '../../../../../ui/components/ui/badge';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { pageTitle } from '../../../../../ui/config/app';
import { QueryState } from '../../../components/layouts/query-state';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { usePublicApiDocument } from '../api/public-api-document';
import {
  exampleCurl,
  type Field,
  fieldsOf,
  inlineRuns,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  refusalsOf,
  successOf,
  typeOf,
} from './openapi-view';

const methodTones = { GET: 'blue', POST: 'green', PUT: 'amber', PATCH: 'amber', DELETE: 'red' } as const;

/** A line of the document's guide, its **bold** and `code` runs kept. */
const Inline = ({ text }: { text: string }) => (
  <>
    {inlineRuns(text).map((run, index) =>
      run.kind === 'bold' ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: runs of one fixed line, never reordered.
        <strong key={index} className="font-semibold text-slate-900">
          {run.text}
        </strong>
      ) : run.kind === 'code' ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: as above.
        <code key={index} className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.85em] break-words">
          {run.text}
        </code>
      ) : (
        // biome-ignore lint/suspicious/noArrayIndexKey: as above.
        <Fragment key={index}>{run.text}</Fragment>
      ),
    )}
  </>
);

/** A schema's fields as a nested list: name, type in words, and (for requests) whether it is required. */
const FieldList = ({ fields, showRequired }: { fields: Field[]; showRequired: boolean }) => (
  <ul className="mt-2 grid gap-1.5 border-l border-slate-200 pl-3 text-sm">
    {fields.map((field) => (
      <li key={field.name}>
        <code className="font-mono font-semibold text-slate-900">{field.name}</code>{' '}
        <span className="text-slate-600">{field.type}</span>
        {showRequired ? (
          <span className="text-slate-600">{field.required ? ' · required' : ' · optional'}</span>
        ) : null}
        {field.children.length > 0 ? <FieldList fields={field.children} showRequired={showRequired} /> : null}
      </li>
    ))}
  </ul>
);

const SubHeading = ({ children }: { children: string }) => (
  <h3 className="mt-5 text-sm font-semibold tracking-wide text-slate-700 uppercase">{children}</h3>
);

const OperationSection = ({ document, entry }: { document: OpenApiDocument; entry: Operation }) => {
  const { operation, method, path, anchor } = entry;
  const scope = operation['x-required-scope'];
  const parameters = operation.parameters ?? [];
  const body = operation.requestBody?.content['application/json']?.schema;
  const success = successOf(operation);
  const refusals = refusalsOf(document, operation);
  return (
    <section
      aria-labelledby={anchor}
      className="scroll-mt-20 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="api-operation"
    >
      <h2 id={anchor} className="flex flex-wrap items-center gap-2 text-lg font-bold text-slate-900">
        <Badge tone={methodTones[method as keyof typeof methodTones] ?? 'neutral'}>{method}</Badge>
        <code className="font-mono break-all">{path}</code>
      </h2>
      <p className="mt-2 text-slate-700">{operation.summary}</p>
      <p className="mt-2 text-sm text-slate-700">
        {scope ? (
          <>
            Scope:{' '}
            <code className="rounded bg-violet-50 px-1.5 py-0.5 font-mono text-violet-900">{scope}</code>
          </>
        ) : (
          'No key needed.'
        )}
      </p>

      {parameters.length > 0 ? (
        <>
          <SubHeading>Parameters</SubHeading>
          <ul className="mt-2 grid gap-1.5 text-sm">
            {parameters.map((parameter) => (
              <li key={`${parameter.in}-${parameter.name}`}>
                <code className="font-mono font-semibold text-slate-900">{parameter.name}</code>{' '}
                <span className="text-slate-600">
                  in {parameter.in} · {typeOf(parameter.schema)}
                  {parameter.required ? ' · required' : ' · optional'}
                  {parameter.schema.default !== undefined
                    ? ` · default ${String(parameter.schema.default)}`
                    : ''}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {body ? (
        <>
          <SubHeading>Request body (JSON)</SubHeading>
          <FieldList fields={fieldsOf(body)} showRequired />
        </>
      ) : null}

      {success?.schema ? (
        <>
          <SubHeading>{`Response ${success.status} (JSON)`}</SubHeading>
          <FieldList fields={fieldsOf(success.schema)} showRequired={false} />
        </>
      ) : null}

      <SubHeading>Example</SubHeading>
      <ScrollRegion label={`Example request: ${method} ${path}`} className="mt-2 rounded-xl bg-slate-900">
        <pre className="p-3 text-xs leading-relaxed text-slate-100 sm:text-sm">
          <code>{exampleCurl(window.location.origin, method, path, operation)}</code>
        </pre>
      </ScrollRegion>

      {refusals.length > 0 ? (
        <>
          <SubHeading>Errors</SubHeading>
          <dl className="mt-2 grid gap-2 text-sm">
            {refusals.map((refusal) => (
              <div key={refusal.status} className="sm:flex sm:gap-3">
                <dt className="font-mono font-semibold text-slate-900 sm:w-12 sm:shrink-0">
                  {refusal.status}
                </dt>
                <dd className="text-slate-700">
                  <Inline text={refusal.description} />
                  {refusal.headers.length > 0 ? ` (header: ${refusal.headers.join(', ')})` : ''}
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
    </section>
  );
};

const Reference = ({ document }: { document: OpenApiDocument }) => {
  const operations = operationsOf(document);
  const guide = (document.info.description ?? '').split('\n\n');
  return (
    <div className="mx-auto grid max-w-4xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <p className="text-sm font-semibold tracking-wide text-violet-700 uppercase">
          Developers · API {document.info.version}
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {document.info.title}
        </h1>
        <div className="mt-4 grid gap-3 text-slate-700">
          {guide.map((block) => {
            // A block of "- " lines is a list (the webhook headers, the events); any other a paragraph.
            const items = block.split('\n');
            return items.every((line) => line.startsWith('- ')) ? (
              <ul key={block} className="grid list-disc gap-1 pl-6">
                {items.map((line) => (
                  <li key={line}>
                    <Inline text={line.slice(2)} />
                  </li>
                ))}
              </ul>
            ) : (
              <p key={block}>
                <Inline text={block} />
              </p>
            );
          })}
          <p>
            The machine-readable document:{' '}
            <a
              className="font-semibold text-violet-700 underline underline-offset-2"
              href="/api/v1/openapi.json"
            >
              /api/v1/openapi.json
            </a>{' '}
            (OpenAPI 3.1).
          </p>
        </div>
      </header>

      <nav
        aria-labelledby="operations-title"
        className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <h2 id="operations-title" className="text-lg font-bold text-slate-900">
          Operations
        </h2>
        <ul className="mt-3 grid gap-2 text-sm">
          {operations.map((entry) => (
            <li key={entry.anchor} className="flex flex-wrap items-center gap-2">
              <Badge tone={methodTones[entry.method as keyof typeof methodTones] ?? 'neutral'}>
                {entry.method}
              </Badge>
              <a
                href={`#${entry.anchor}`}
                className="font-mono break-all text-violet-700 underline underline-offset-2"
              >
                {entry.path}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {operations.map((entry) => (
        <OperationSection key={entry.anchor} document={document} entry={entry} />
      ))}
    </div>
  );
};

/**
 * Developers → API reference (issue 22): public, built from the public API's OpenAPI document as the
 * server serves it, so the page lists exactly the operations, scopes, fields and refusals it declares.
 */
export const ApiReference = () => {
  const document = usePublicApiDocument();
  return (
    <>
      <title>{pageTitle('API reference')}</title>
      <QueryState
        query={document}
        what="the API reference"
        loading={
          <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
            <Skeleton className="h-8 w-64" label="Loading the API reference" />
          </div>
        }
      >
        {(data) => <Reference document={data} />}
      </QueryState>
    </>
  );
};
