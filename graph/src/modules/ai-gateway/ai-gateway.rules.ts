import type { ChatMessage, OutputMode, StructuredCall } from './ai-gateway.types.js';

/** The next looser way of asking for structured output, or null after plain text. */
export function looserMode(mode: OutputMode): OutputMode | null {
  if (mode === 'json_schema') return 'json_object';
  if (mode === 'json_object') return 'text';
  return null;
}

// What servers say when they do not take a response format: OpenAI ("Invalid parameter: 'response_format' of type
// 'json_schema' is not supported with this model"), llama.cpp ('response_format type must be one of "text" or
// "json_object"'), vLLM and others ("Unsupported response_format", "grammar").
const FORMAT_REFUSAL = /response_format|json_schema|json_object|structured output|guided|grammar|\bschema\b/i;
const FORMAT_REFUSAL_STATUSES = new Set([400, 404, 415, 422, 500, 501]);

/** True when an HTTP failure says the server does not take the response format it was sent, rather than failing. */
export function refusesFormat(status: number, message: string): boolean {
  return FORMAT_REFUSAL_STATUSES.has(status) && FORMAT_REFUSAL.test(message);
}

/**
 * The messages as sent in a mode: with a JSON schema the server enforces, as they are; otherwise the system message
 * ends with the schema, so a server that only keeps to JSON (or to nothing) is told the shape.
 */
export function messagesFor(call: StructuredCall, mode: OutputMode): ChatMessage[] {
  if (mode === 'json_schema') return call.messages;
  const shape = [
    '',
    'Reply with one JSON object and nothing else: no prose, no markdown fences. It must match this JSON schema exactly',
    `(every required field, no other field):`,
    JSON.stringify(call.schema.schema),
  ].join('\n');
  const [first, ...rest] = call.messages;
  if (first?.role === 'system') return [{ role: 'system', content: `${first.content}\n${shape}` }, ...rest];
  return [{ role: 'system', content: shape.trim() }, ...call.messages];
}

/** The `response_format` of a request in a mode; undefined for plain text. */
export function responseFormatFor(call: StructuredCall, mode: OutputMode): Record<string, unknown> | undefined {
  if (mode === 'json_schema')
    return { type: 'json_schema', json_schema: { name: call.schema.name, strict: true, schema: call.schema.schema } };
  if (mode === 'json_object') return { type: 'json_object', schema: call.schema.schema };
  return undefined;
}

/**
 * Reads the JSON object out of a model's answer: the whole answer when it is JSON, else the object inside a markdown
 * fence, else the text from the first `{` to its matching `}`. Undefined when there is none.
 */
export function extractJson(content: string): unknown {
  const whole = tryParse(content.trim());
  if (whole !== undefined) return whole;
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(content);
  if (fenced) {
    const inner = tryParse(fenced[1].trim());
    if (inner !== undefined) return inner;
  }
  const start = content.indexOf('{');
  if (start < 0) return undefined;
  const end = matchingBrace(content, start);
  return end < 0 ? undefined : tryParse(content.slice(start, end + 1));
}

function tryParse(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function matchingBrace(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let index = start; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return index;
  }
  return -1;
}

// Tokens are about four characters of English; three keeps estimates on the safe side.
const CHARS_PER_TOKEN = 3;
const MESSAGE_OVERHEAD_TOKENS = 16;

/** The most tokens a call's prompt can count as, for reservations made before the call. */
export function promptTokenCeiling(messages: readonly ChatMessage[], schema: object): number {
  const characters = messages.reduce((sum, message) => sum + message.content.length, 0) + 2 * JSON.stringify(schema).length + 400;
  return Math.ceil(characters / CHARS_PER_TOKEN) + MESSAGE_OVERHEAD_TOKENS * (messages.length + 1);
}

/** Tokens counted from the text, for servers that report no usage. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}
