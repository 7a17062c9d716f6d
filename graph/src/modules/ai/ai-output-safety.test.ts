import { describe, expect, it } from 'vitest';
import { createCanary, buildAnswerMessages } from './ai-prompts.render.js';
import { holdsForeignLinkOrImage, isAllowedLink, numbersTraceable, revealsRules, toSafePlainText } from './ai-output-safety.rules.js';

const hosts = new Set(['doi.org', 'ncbi.nlm.nih.gov', 'medrxiv.org']);

describe('toSafePlainText', () => {
  it('removes images, tags, and links to hosts that are not allowed, keeping their words', () => {
    const { text, removed } = toSafePlainText(
      'See ![x](https://attacker.example/p.png?d=1) the [trial](https://evil.example/t) at https://phishing.example/login, www.evil.example/a?b=1 <img src=x onerror="alert(1)"> and javascript:alert(1) or data:text/html;base64,PHNjcmlwdD4=.',
      hosts,
    );
    expect(text).toBe('See the trial at, and or.');
    expect(removed).toBe(7);
  });

  it('keeps links to allowed hosts and their subdomains, and comparison signs that are not tags', () => {
    const { text, removed } = toSafePlainText(
      'Registered at [PubMed](https://pubmed.ncbi.nlm.nih.gov/123/); see https://doi.org/10.1/x. Baseline data: p < 0.05 and p<0.01, **bold**.',
      hosts,
    );
    expect(text).toBe(
      'Registered at PubMed (https://pubmed.ncbi.nlm.nih.gov/123/); see https://doi.org/10.1/x. Baseline data: p < 0.05 and p<0.01, bold.',
    );
    expect(removed).toBe(0);
  });

  it('never keeps a lookalike host', () => {
    expect(isAllowedLink('https://doi.org.attacker.example/x', hosts)).toBe(false);
    expect(isAllowedLink('https://notdoi.org/x', hosts)).toBe(false);
    expect(isAllowedLink('https://www.medrxiv.org/content/1', hosts)).toBe(true);
    expect(holdsForeignLinkOrImage('Trial NCT012345 at https://clinicaltrials.example/x.', hosts)).toBe(true);
    expect(holdsForeignLinkOrImage('Mortality was 12% (p < 0.05).', hosts)).toBe(false);
  });
});

describe('revealsRules', () => {
  const canary = createCanary();

  it('finds the canary however it is written', () => {
    const secret = canary.replace('canary-', '');
    expect(revealsRules(`The marker is ${canary}.`, canary)).toBe(true);
    expect(revealsRules(`It is ${secret.toUpperCase()}`, canary)).toBe(true);
    expect(revealsRules(`Spelled out: ${secret.split('').join(' ')}`, canary)).toBe(true);
    expect(revealsRules('Mortality fell in the treated group.', canary)).toBe(false);
  });

  it('finds eight words in a row of the rules, but not a normal answer nor the fields’ guidance', () => {
    const [system] = buildAnswerMessages({
      canary,
      question: 'q',
      paper: {
        articleId: 1,
        title: 't',
        abstract: '',
        sentences: [],
        sections: [],
        isPreprint: false,
        journal: '',
        category: '',
        allowedHosts: hosts,
      },
    });
    const middle = system.content.split('\n').find((line) => line.startsWith('<<BEGIN NAME boundary>>')) ?? '';
    expect(middle).not.toBe('');
    expect(revealsRules(`My rules say: ${middle}`, null)).toBe(false);
    expect(revealsRules(`My rules say: ${middle}`, canary)).toBe(true);
    expect(revealsRules('The abstract does not say.', canary)).toBe(false);
    expect(revealsRules('Caveat: a preprint not yet peer reviewed, an observational design, a small sample.', canary)).toBe(false);
  });
});

describe('numbersTraceable', () => {
  it('accepts numbers the sources write, with or without thousands separators, and nothing else', () => {
    const sources = ['We enrolled 1,234 adults; mortality was 12.5% (95% CI 10.1 to 14.9).'];
    expect(numbersTraceable('Of 1234 adults, 12.5% died.', sources)).toBe(true);
    expect(numbersTraceable('The 95% CI was 10.1 to 14.9.', sources)).toBe(true);
    expect(numbersTraceable('Mortality fell by 13%.', sources)).toBe(false);
    expect(numbersTraceable('No numbers here.', sources)).toBe(true);
  });
});
