/** A chat message as the model receives it. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Tokens one call used, as the provider reported them (or as counted when it reported none). */
export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

export const NO_TOKENS: TokenUsage = { promptTokens: 0, completionTokens: 0, totalTokens: 0 };

/**
 * How a server is asked for structured output, from the strictest to the loosest: a JSON schema it enforces, JSON
 * mode (with the schema, which servers such as llama.cpp's use as a grammar and others ignore), or plain text with
 * the schema stated in the instructions and the JSON read out of the answer.
 */
export const OUTPUT_MODES = ['json_schema', 'json_object', 'text'] as const;
export type OutputMode = (typeof OUTPUT_MODES)[number];

/** One call for structured output. */
export interface StructuredCall {
  /** What the call is for, in logs and figures: `summary`, `takeaway`, `answer`. */
  task: string;
  messages: ChatMessage[];
  /** The output's JSON schema and its name (letters, digits, `_`). */
  schema: { name: string; schema: Record<string, unknown> };
  /** The most tokens the answer may have. */
  maxTokens: number;
  temperature: number;
}

/** What the model handed back. Its output is unchecked: each caller validates it against its schema and the paper. */
export interface StructuredReply {
  /** The answer as parsed JSON; the text as it came when no JSON could be read from it. */
  output: unknown;
  /** True when `output` is parsed JSON. */
  parsed: boolean;
  /** The answer's text, as it came. */
  content: string;
  /** True when the model stopped at the token limit, so its answer is cut off. */
  truncated: boolean;
  /** The model's refusal, when it declined (OpenAI's `refusal`); null otherwise. */
  refusal: string | null;
  usage: TokenUsage;
  /** Who answered: the provider's name (`openai` for every OpenAI-compatible server) and the model it named. */
  provider: string;
  model: string;
  /** How the output was asked for. */
  mode: OutputMode;
}
