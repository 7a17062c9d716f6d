import type { Env } from './config/env.js';
import { createPayments, type Payments } from './lib/stripe.js';
import { createAiProvider } from './modules/ai/ai-provider.service.js';
import type { AiProvider } from './modules/ai/ai-provider.types.js';
import { resolveMailLinkSecret } from './lib/mail-link-secret.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import type { PlanPrice } from './modules/billing/plan.types.js';
import { temporalSecurity } from './lib/temporal-security.js';
import { connectWorkflowStarter, type WorkflowStarter } from './lib/workflow-starter.js';
import { INGESTION_TASK_QUEUE } from '../../workflows/src/contracts.js';

/**
 * What the domain services reach beyond the database, built once per process from the environment and handed to
 * every request's context. Tests build their own, pointed at local stand-ins and, where time matters, a fixed clock.
 */
export interface AppServices {
  /** The current time; every rule that depends on "now" reads it here. */
  clock: () => Date;
  /** The address readers reach Paperlight at, without a trailing slash. */
  publicUrl: string;
  /** Premium's monthly price when the payment provider does not give one. */
  premiumPrice: PlanPrice;
  /** Stripe and its settings; null when STRIPE_SECRET_KEY is not set, so payment calls answer that payments are off. */
  payments: Payments | null;
  /** Writes clinical takeaways and answers questions about articles: an OpenAI-compatible model, or offline. */
  ai: AiProvider;
  /** Each reader's daily AI allowance: questions, and tokens as the provider counts them. */
  aiBudget: { questions: number; tokens: number };
  /** Signs and checks the links in emails (unsubscribe); the worker that sends the emails uses the same one. */
  mailLinkSecret: string;
  /** Sends the emails a request asks for (password reset links, contact messages): SMTP_URL, else the outbox. */
  mailer: Mailer;
  /** The From address of every email Paperlight sends. */
  mailFrom: string;
  /** Where contact-form messages are emailed. */
  supportEmail: string;
  /** Whether webhook endpoints may be on loopback addresses: only when NODE_ENV is development or test. */
  allowLoopbackWebhooks: boolean;
  /**
   * Starts workflows on the worker's task queue (webhook redeliveries); null while the API knows no Temporal server:
   * TEMPORAL_ADDRESS unset and, under `npm start`, until its dev server is up.
   */
  workflows: WorkflowStarter | null;
}

/** The services of a running Paperlight process, from its validated environment. */
export function createAppServices(env: Env): AppServices {
  return {
    clock: () => new Date(),
    publicUrl: env.publicUrl,
    premiumPrice: { ...env.premiumPrice, interval: 'month' },
    payments: createPayments(env.stripe),
    ai: createAiProvider(env),
    aiBudget: env.aiDailyBudget,
    mailLinkSecret: resolveMailLinkSecret(env),
    mailer: createMailer(env),
    mailFrom: env.mailFrom,
    supportEmail: env.supportEmail,
    allowLoopbackWebhooks: !env.apiProduction,
    workflows: env.temporalAddress
      ? connectWorkflowStarter(
          { address: env.temporalAddress, namespace: env.temporalNamespace, security: temporalSecurity(env) },
          INGESTION_TASK_QUEUE,
        )
      : null,
  };
}
