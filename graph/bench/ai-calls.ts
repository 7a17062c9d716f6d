import { AiGatewayError } from '../src/modules/ai-gateway/ai-gateway.errors.js';
import { AiGateway } from '../src/modules/ai-gateway/ai-gateway.service.js';
import type { OutputMode, StructuredCall, StructuredReply } from '../src/modules/ai-gateway/ai-gateway.types.js';
import { summarise, type LatencySummary } from './stats.js';

/** What the calls of one task (`summary`, `takeaway`, `answer`) cost, as the provider answered them. */
export interface TaskCalls {
  task: string;
  /** Calls the gateway made for the task, retries inside a call not counted separately. */
  calls: number;
  /** Calls that still failed after the gateway's retries, by kind (`timeout`, `server_error`, …). */
  failed: Record<string, number>;
  /** Wall time of each call, its retries and queueing included, in milliseconds. */
  latency: LatencySummary;
  promptTokens: number;
  completionTokens: number;
}

/** Every call the benchmark made through one gateway, and the output form the server was found to take. */
export interface CallFigures {
  provider: string;
  model: string;
  /** The structured-output form the gateway settled on for this model (`json_schema`, `json_object` or `text`). */
  outputMode: OutputMode;
  tasks: TaskCalls[];
}

interface TaskLog {
  latencies: number[];
  failed: Record<string, number>;
  promptTokens: number;
  completionTokens: number;
}

/**
 * The product's AI gateway, timing each call and adding up the tokens the provider reports, so that the benchmark
 * measures exactly the client every AI feature uses.
 */
export class MeasuredGateway extends AiGateway {
  private readonly log = new Map<string, TaskLog>();

  override async complete(call: StructuredCall): Promise<StructuredReply> {
    const entry = this.entry(call.task);
    const started = performance.now();
    try {
      const reply = await super.complete(call);
      entry.promptTokens += reply.usage.promptTokens;
      entry.completionTokens += reply.usage.completionTokens;
      return reply;
    } catch (error) {
      const kind = error instanceof AiGatewayError ? error.kind : 'other';
      entry.failed[kind] = (entry.failed[kind] ?? 0) + 1;
      throw error;
    } finally {
      entry.latencies.push(performance.now() - started);
    }
  }

  /** The figures so far, one row per task in the order the tasks were first called. */
  figures(): CallFigures {
    return {
      provider: this.provider,
      model: this.model,
      outputMode: this.outputMode(),
      tasks: [...this.log].map(([task, entry]) => ({
        task,
        calls: entry.latencies.length,
        failed: { ...entry.failed },
        latency: summarise(entry.latencies),
        promptTokens: entry.promptTokens,
        completionTokens: entry.completionTokens,
      })),
    };
  }

  private entry(task: string): TaskLog {
    let entry = this.log.get(task);
    if (!entry) {
      entry = { latencies: [], failed: {}, promptTokens: 0, completionTokens: 0 };
      this.log.set(task, entry);
    }
    return entry;
  }
}
