// The merchant's sandbox settings (./merchant-settings.ts): read them, or change some of them.
import type { FastifyInstance } from 'fastify';
import type { ValidationIssue } from '../../spec/catalogue/types';
import { RESULT } from '../../spec/result-codes';
import type { SandboxContext } from '../context';
import { issuesResult, sendAnswer } from '../http/answer';
import { merchantOf } from '../http/auth';
import { validParams } from '../http/valid-params';
import type { FeatureRoutes } from '../plugins/audiences';
import { merchantSettings } from './merchant-settings';
import { SETTING_NAMES, SETTINGS_LOOKUP, SETTINGS_UPDATE } from './operations';

function registerSettingsRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/v1/sandbox/settings', async (request, reply) => {
    const now = ctx.now();
    if (!validParams(request, reply, SETTINGS_LOOKUP, now)) return reply;
    const settings = await merchantSettings(ctx, merchantOf(request).entityId);
    return sendAnswer(reply, 200, now, RESULT.SUCCESSFUL_REQUEST, { settings });
  });

  app.post('/v1/sandbox/settings', async (request, reply) => {
    const now = ctx.now();
    const params = validParams(request, reply, SETTINGS_UPDATE, now);
    if (!params) return reply;
    const values = Object.fromEntries(
      SETTING_NAMES.flatMap((name) => (params[name] === undefined ? [] : [[name, params[name]]])),
    );
    if (Object.keys(values).length === 0) {
      const issue: ValidationIssue = {
        name: SETTING_NAMES[0],
        message: `send at least one setting to change: ${SETTING_NAMES.join(', ')}`,
        result: RESULT.INVALID_PARAMETER,
      };
      return sendAnswer(reply, 400, now, issuesResult([issue]));
    }
    const { entityId } = merchantOf(request);
    await ctx.store.settings.set(entityId, values);
    request.log.debug({ settings: values }, 'merchant settings changed');
    return sendAnswer(reply, 200, now, RESULT.SUCCESSFUL_REQUEST, {
      settings: await merchantSettings(ctx, entityId),
    });
  });
}

/** The merchant's sandbox settings: the merchant API. */
export const SETTINGS_ROUTES: FeatureRoutes = { merchant: registerSettingsRoutes };
