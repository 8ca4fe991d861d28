// The settlement reports (platform convention, gateway-conventions.md; document 3, 2.8 and 2.11):
// the aggregations of a period, the detail records of one of them (all at once, as v1 does, or
// 100 a page, as the platform's v2 does), and the reconciliation CSV of an aggregation
// (`Accept: text/csv`, or `.csv` after the id). Only the caller's entity's data is ever read.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Operation } from '../../spec/operations';
import { RESULT } from '../../spec/result-codes';
import { validate } from '../../spec/validate';
import type { SandboxContext } from '../context';
import { issuesResult, sendAnswer } from '../http/answer';
import { merchantOf } from '../http/auth';
import { formOf } from '../http/form-body';
import type { Merchant } from '../merchants';
import type { FeatureRoutes } from '../plugins/audiences';
import type { Aggregation } from './aggregations';
import { PAGE_SIZE, REPORT_AGGREGATIONS, REPORT_DETAIL, REPORT_DETAIL_PAGED } from './operations';
import { reconciliationCsv, reconciliationRecord } from './reconciliation-record';
import { aggregationsOf, sortedTransactions } from './report';
import { aggregationMembers } from './report-answer';

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

async function findAggregation(
  ctx: SandboxContext,
  report: ReportRequest,
  id: string,
): Promise<Aggregation | undefined> {
  const { merchant, params, now } = report;
  const all = await aggregationsOf(
    ctx,
    merchant.entityId,
    params['date.from'] ?? '',
    params['date.to'] ?? '',
    now,
  );
  return all.find((aggregation) => aggregation.id === id);
}

const wantsCsv = (request: FastifyRequest): boolean => /\btext\/csv\b/i.test(request.headers.accept ?? '');

function registerReportingRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/reports/v1/reconciliations/aggregations', async (request, reply) => {
    const report = reportRequest(request, reply, REPORT_AGGREGATIONS, ctx.now());
    if (!report) return reply;
    const { merchant, params, now } = report;
    const aggregations = await aggregationsOf(
      ctx,
      merchant.entityId,
      params['date.from'] ?? '',
      params['date.to'] ?? '',
      now,
    );
    const { currency } = params;
    const listed = currency
      ? aggregations.filter((aggregation) => aggregation.currency === currency)
      : aggregations;
    return sendAnswer(reply, 200, now, RESULT.SUCCESSFUL_REQUEST, {
      aggregations: listed.map((aggregation) => aggregationMembers(aggregation, merchant)),
    });
  });

  app.get<WithId>('/reports/v1/reconciliations/:id', async (request, reply) => {
    const report = reportRequest(request, reply, REPORT_DETAIL, ctx.now());
    if (!report) return reply;
    const csv = request.params.id.endsWith('.csv');
    const id = csv ? request.params.id.slice(0, -'.csv'.length) : request.params.id;
    const aggregation = await findAggregation(ctx, report, id);
    if (!aggregation) return sendAnswer(reply, 404, report.now, RESULT.AGGREGATION_NOT_FOUND);
    const transactions = sortedTransactions(aggregation, report.params.sortOrder);
    if (csv || wantsCsv(request)) {
      const file = `reconciliation-${aggregation.settlementDate}-${aggregation.currency}.csv`;
      return reply
        .code(200)
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}"`)
        .send(reconciliationCsv(transactions, report.merchant));
    }
    return sendAnswer(reply, 200, report.now, RESULT.SUCCESSFUL_REQUEST, {
      ...aggregationMembers(aggregation, report.merchant),
      records: transactions.map((tx) => reconciliationRecord(tx, report.merchant)),
    });
  });

  app.get<WithId>('/reports/v2/reconciliations/:id', async (request, reply) => {
    const report = reportRequest(request, reply, REPORT_DETAIL_PAGED, ctx.now());
    if (!report) return reply;
    const aggregation = await findAggregation(ctx, report, request.params.id);
    if (!aggregation) return sendAnswer(reply, 404, report.now, RESULT.AGGREGATION_NOT_FOUND);
    const transactions = sortedTransactions(aggregation, report.params.sortOrder);
    const pages = Math.max(1, Math.ceil(transactions.length / PAGE_SIZE));
    const pageNo = Number(report.params.pageNo ?? '1');
    if (pageNo > pages) {
      const value = report.params.pageNo as string;
      const message = `this aggregation has ${pages} page${pages === 1 ? '' : 's'} of ${PAGE_SIZE} records`;
      const problem = { name: 'pageNo', value, message, result: RESULT.INVALID_PARAMETER };
      return sendAnswer(reply, 400, report.now, issuesResult([problem]));
    }
    const page = transactions.slice((pageNo - 1) * PAGE_SIZE, pageNo * PAGE_SIZE);
    return sendAnswer(reply, 200, report.now, RESULT.SUCCESSFUL_REQUEST, {
      ...aggregationMembers(aggregation, report.merchant),
      pageNo,
      pages,
      records: page.map((tx) => reconciliationRecord(tx, report.merchant)),
    });
  });
}

/** Settlement reports and the reconciliation file: the merchant API. */
export const REPORTING_ROUTES: FeatureRoutes = { merchant: registerReportingRoutes };
