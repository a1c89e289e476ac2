import type { Db } from '../../db/db';
import type { TokenSubject } from '../../auth/token';
import { listVisibleTemplates } from './formTemplatesRepo';

/** GET /formtemplates: the caller's own templates and their brokerage's broker templates. */
export const formTemplatesFor = (db: Db, agent: TokenSubject) => listVisibleTemplates(db, agent.userId, agent.brokerageId);
