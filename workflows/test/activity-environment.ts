import { MockActivityEnvironment } from '@temporalio/testing';
import { DefaultLogger } from '@temporalio/worker';

/** A MockActivityEnvironment that logs only errors: the failures these tests provoke are expected. */
export function activityEnvironment(): MockActivityEnvironment {
  return new MockActivityEnvironment(undefined, { logger: new DefaultLogger('ERROR') });
}

/** Runs one activity in a quiet MockActivityEnvironment, keeping its argument and result types. */
export function runActivity<A extends unknown[], R>(activity: (...args: A) => Promise<R>, ...args: A): Promise<R> {
  return activityEnvironment().run<A, R, (...args: A) => Promise<R>>(activity, ...args);
}
