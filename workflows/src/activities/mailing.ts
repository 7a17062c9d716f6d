import type { MikroORM } from '@mikro-orm/postgresql';
import type { Mailer } from '../../../graph/src/lib/mailer.js';
import { deliverDigest } from '../../../graph/src/modules/digest/digest-delivery.service.js';
import type { DigestMailSettings } from '../../../graph/src/modules/digest/digest.message.js';
import { listDueDigests, requireSlot } from '../../../graph/src/modules/digest/digest.service.js';
import type { DueDigestPage, SendDigestInput, SendDigestResult } from '../contracts.js';
import { renderDigestEmail } from '../emails/render-digest.js';
import { toActivityFailure } from './failures.js';

export interface MailingDeps {
  orm: MikroORM;
  mailer: Mailer;
  mail: DigestMailSettings;
}

const clock = () => new Date();

/** The digest activities, bound to the worker's ORM, mailer and mail settings. */
export function createMailingActivities({ orm, mailer, mail }: MailingDeps) {
  return {
    /** One page of the readers due at the slot of `at`, after `afterUserId`; a time that is no slot fails for good. */
    async listDueDigests(input: { at: string; afterUserId: number; limit: number }): Promise<DueDigestPage> {
      try {
        const at = new Date(input.at);
        const readers = await listDueDigests({ em: orm.em.fork(), now: clock }, { ...input, at });
        return { periodEnd: requireSlot(at).instant.toISOString(), readers };
      } catch (error) {
        throw toActivityFailure(error);
      }
    },

    /**
     * Sends one reader's digest for one period, at most once (see `deliverDigest`): a mail server that is down or
     * answers 4xx fails the try retryably; everything else settles the period.
     */
    async deliverDigest(input: SendDigestInput): Promise<SendDigestResult> {
      try {
        const sender = { mailer, render: renderDigestEmail, settings: mail };
        const outcome = await deliverDigest({ em: orm.em.fork(), now: clock }, sender, { ...input, periodEnd: new Date(input.periodEnd) });
        return { userId: input.userId, periodKey: input.periodKey, ...outcome };
      } catch (error) {
        throw toActivityFailure(error);
      }
    },
  };
}
