// The two test modes of the platform: INTERNAL (the default) answers an approval with
// 000.100.110 "Request successfully processed in 'Merchant in Integrator Test Mode'", EXTERNAL
// (connector test mode, which HyperPay-style integrations and the vendor's samples send) with
// 000.100.112 "… in 'Merchant in Connector Test Mode'". The simulators, declines included, are the
// same in both: only the approval's code tells them apart.
import { RESULT, type Result } from '../../spec/result-codes';

type Params = Readonly<Record<string, string>>;

/** The approval code of the request's test mode. */
export const approvalFor = (params: Params): Result =>
  params.testMode === 'EXTERNAL' ? RESULT.SUCCESS_CONNECTOR_TEST : RESULT.SUCCESS_INTEGRATOR_TEST;

/** A result in the request's test mode: an approval takes the mode's code, anything else stays. */
export const inTestMode = (params: Params, result: Result): Result =>
  result.code === RESULT.SUCCESS_INTEGRATOR_TEST.code ? approvalFor(params) : result;
