import { userInfo } from 'node:os';
import { DomainError } from '#graph/lib/errors.js';
import { grantPremium, revokePremium } from '#graph/modules/membership/premium-grant.service.js';
import { OpsError, type OpsContext } from './ops-context.js';

// The service's sentences are written for operators too; they become the command's error line and exit code 1.
async function asOps<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError) throw new OpsError(error.message);
    throw error;
  }
}

// Recorded on the membership as who granted it.
function operator(): string {
  try {
    return `${userInfo().username} (ops CLI)`;
  } catch {
    return 'ops CLI';
  }
}

/** `premium grant --user U [--until YYYY-MM-DD]`: gives a reader Premium without payment, labelled as granted. */
export async function grantPremiumCommand(ctx: OpsContext, username: string, until: string | null): Promise<number> {
  const em = await ctx.em();
  const grant = await asOps(() => grantPremium({ em, now: () => new Date() }, { username, until, grantedBy: operator() }));
  const replaced = grant.replaced ? ', replacing the earlier grant' : '';
  ctx.out.log(
    grant.endsAt
      ? `Granted Premium to ${grant.username} through ${until} (access ends ${grant.endsAt.toISOString().slice(0, 16).replace('T', ' ')} UTC${replaced}); it is labelled as granted, not paid.`
      : `Granted Premium to ${grant.username} with no end date${replaced}; it is labelled as granted, not paid. Revoke it with \`npm run ops -- premium revoke --user ${grant.username}\`.`,
  );
  return 0;
}

/** `premium revoke --user U`: ends a reader's granted Premium now. */
export async function revokePremiumCommand(ctx: OpsContext, username: string): Promise<number> {
  const em = await ctx.em();
  const revoked = await asOps(() => revokePremium({ em, now: () => new Date() }, { username }));
  ctx.out.log(`Revoked ${revoked.username}'s granted Premium; they are on the free plan now.`);
  return 0;
}
