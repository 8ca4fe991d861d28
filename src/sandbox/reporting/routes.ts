// The settlement reports (platform convention, gateway-conventions.md; document 3, 2.8 and 2.11):
// the aggregations of a period, the detail records of one of them (all in one answer, as v1 does,
// or 100 a page, as the platform's v2 does), and the reconciliation CSV of an aggregation
// (`Accept: text/csv`, or `.csv` after the id). Only the caller's entity's data is ever read. Each
// answer is written as the settlement ledger is read (./report.ts, ../http/streamed-answer.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Operation } from '../../spec/operations';
import { RESULT } from '../../spec/result-codes';
import { validate } from '../../spec/validate';
import type { SandboxContext } from '../context';
import { issuesResult, sendAnswer } from '../http/answer';
import { merchantOf } from '../http/auth';
import { formOf } from '../http/form-body';
import { primed, sendStreamedAnswer, textStream } from '../http/streamed-answer';
import type { Merchant } from '../merchants';
import type { FeatureRoutes } from '../plugins/audiences';
import { PAGE_SIZE, REPORT_AGGREGATIONS, REPORT_DETAIL, REPORT_DETAIL_PAGED } from './operations';
import { type PageCursors, pageCursors } from './page-cursors';
import { reconciliationLines } from './reconciliation-file';
import { reconciliationRecord } from './reconciliation-record';
import {
  type AggregationSummary,
  aggregationPages,
  findAggregation,
  isDescending,
  keyBefore,
  transactionPages,
} from './report';
import { aggregationMembers } from './report-answer';
import type { SettledTransaction } from './settlement';

type WithId = { Params: { id: string } };

interface ReportRequest {
  merchant: Merchant;
  params: Record<string, string>;
  now: Date;
}

/** Authentication, then the query string against `operation`; undefined once answered. */
function reportRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  operation: Operation,
  now: Date,
): ReportRequest | undefined {
  const query = formOf(request.query);
  const merchant = merchantOf(request);
  const issues = [...query.issues, ...validate(query.params, operation, { now })];
  if (issues.length > 0) {
    sendAnswer(reply, 400, now, issuesResult(issues));
    return undefined;
  }
  return { merchant, params: query.params, now };
}

function aggregationOf(ctx: SandboxContext, report: ReportRequest, id: string) {
  const { merchant, params, now } = report;
  return findAggregation(ctx, merchant.entityId, id, {
    from: params['date.from'] ?? '',
    to: params['date.to'] ?? '',
    now,
  });
}

const wantsCsv = (request: FastifyRequest): boolean => /\btext\/csv\b/i.test(request.headers.accept ?? '');

/** Each page's records as the detail report's JSON items. */
async function* recordItems(
  pages: AsyncIterable<{ transactions: SettledTransaction[] }>,
  merchant: Merchant,
): AsyncGenerator<string[]> {
  for await (const { transactions } of pages)
    yield transactions.map((tx) => JSON.stringify(reconciliationRecord(tx, merchant)));
}

/** A page of the v2 report: its records, read from where the page before ended when that is known. */
async function* pageItems(
  ctx: SandboxContext,
  cursors: PageCursors,
  merchant: Merchant,
  aggregation: AggregationSummary,
  descending: boolean,
  pageNo: number,
): AsyncGenerator<string[]> {
  const { id, revision } = aggregation;
  const after =
    cursors.get(id, descending, pageNo, revision) ??
    (await keyBefore(ctx, merchant.entityId, aggregation, descending, (pageNo - 1) * PAGE_SIZE));
  // Fewer records than the aggregation's count said a moment ago: the page is empty.
  if (after === undefined) return;
  const pages = transactionPages(ctx, merchant.entityId, aggregation, {
    descending,
    after,
    count: PAGE_SIZE,
  });
  let read = 0;
  for await (const { transactions, last } of pages) {
    read += transactions.length;
    if (read === PAGE_SIZE && last) cursors.set(id, descending, pageNo + 1, revision, last);
    yield transactions.map((tx) => JSON.stringify(reconciliationRecord(tx, merchant)));
  }
}

function registerReportingRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const cursors = pageCursors();

  app.get('/reports/v1/reconciliations/aggregations', async (request, reply) => {
    const report = reportRequest(request, reply, REPORT_AGGREGATIONS, ctx.now());
    if (!report) return reply;
    const { merchant, params, now } = report;
    const pages = aggregationPages(ctx, merchant.entityId, {
      from: params['date.from'] ?? '',
      to: params['date.to'] ?? '',
      now,
      ...(params.currency ? { currency: params.currency } : {}),
    });
    async function* items(): AsyncGenerator<string[]> {
      for await (const page of pages)
        yield page.map((aggregation) => JSON.stringify(aggregationMembers(aggregation, merchant)));
    }
    return sendStreamedAnswer(reply, 200, now, RESULT.SUCCESSFUL_REQUEST, {}, 'aggregations', items());
  });

  app.get<WithId>('/reports/v1/reconciliations/:id', async (request, reply) => {
    const report = reportRequest(request, reply, REPORT_DETAIL, ctx.now());
    if (!report) return reply;
    const csv = request.params.id.endsWith('.csv');
    const id = csv ? request.params.id.slice(0, -'.csv'.length) : request.params.id;
    const aggregation = await aggregationOf(ctx, report, id);
    if (!aggregation) return sendAnswer(reply, 404, report.now, RESULT.AGGREGATION_NOT_FOUND);
    const descending = isDescending(report.params.sortOrder);
    const { merchant } = report;
    if (csv || wantsCsv(request)) {
      const file = `reconciliation-${aggregation.settlementDate}-${aggregation.currency}.csv`;
      const lines = await primed(reconciliationLines(ctx, merchant, aggregation, descending));
      return reply
        .code(200)
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}"`)
        .send(textStream(lines));
    }
    const pages = transactionPages(ctx, merchant.entityId, aggregation, { descending });
    return sendStreamedAnswer(
      reply,
      200,
      report.now,
      RESULT.SUCCESSFUL_REQUEST,
      aggregationMembers(aggregation, merchant),
      'records',
      recordItems(pages, merchant),
    );
  });

  app.get<WithId>('/reports/v2/reconciliations/:id', async (request, reply) => {
    const report = reportRequest(request, reply, REPORT_DETAIL_PAGED, ctx.now());
    if (!report) return reply;
    const aggregation = await aggregationOf(ctx, report, request.params.id);
    if (!aggregation) return sendAnswer(reply, 404, report.now, RESULT.AGGREGATION_NOT_FOUND);
    const pages = Math.max(1, Math.ceil(aggregation.recordCount / PAGE_SIZE));
    const pageNo = Number(report.params.pageNo ?? '1');
    if (pageNo > pages) {
      const value = report.params.pageNo as string;
      const message = `this aggregation has ${pages} page${pages === 1 ? '' : 's'} of ${PAGE_SIZE} records`;
      const problem = { name: 'pageNo', value, message, result: RESULT.INVALID_PARAMETER };
      return sendAnswer(reply, 400, report.now, issuesResult([problem]));
    }
    const { merchant } = report;
    const descending = isDescending(report.params.sortOrder);
    return sendStreamedAnswer(
      reply,
      200,
      report.now,
      RESULT.SUCCESSFUL_REQUEST,
      { ...aggregationMembers(aggregation, merchant), pageNo, pages },
      'records',
      pageItems(ctx, cursors, merchant, aggregation, descending, pageNo),
    );
  });
}

/** Settlement reports and the reconciliation file: the merchant API. */
export const REPORTING_ROUTES: FeatureRoutes = { merchant: registerReportingRoutes };
