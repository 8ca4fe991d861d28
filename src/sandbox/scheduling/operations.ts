// The parameter sets of the scheduling endpoints, derived from the shared operation so they stay
// in step with the catalogue.
import { OPERATIONS, type Operation } from '../../spec/operations';
import { onlyWhen } from '../../spec/rules/presence';
import { SCHEDULE_RULES } from './job-rules';

/** POST /scheduling/v1/schedules: the spec's `schedule` operation plus the job's rules. */
export const SCHEDULE_REQUEST: Operation = {
  ...OPERATIONS.schedule,
  rules: [
    ...OPERATIONS.schedule.rules,
    onlyWhen('standingInstruction.numberOfInstallments', 'standingInstruction.type', 'INSTALLMENT'),
    ...SCHEDULE_RULES,
  ],
};

/** GET and DELETE /scheduling/v1/schedules/{id}, and the sandbox aid that runs one: the entity only. */
export const SCHEDULE_LOOKUP: Operation = {
  name: 'schedule',
  required: ['entityId'],
  optional: ['testMode'],
  rules: [],
};
