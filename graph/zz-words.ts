import { readFileSync } from 'node:fs';
import { LocalSummariser } from './src/modules/summary/local-summariser.service.js';
import { hyphenationPoints } from './src/text/hyphenation.js';
const fam = new Set(readFileSync('graph/src/text/data/dale-chall-familiar-words.txt', 'utf8').split('\n').filter((l) => !l.startsWith('#')));
const arts = JSON.parse(readFileSync('graph/src/db/seeders/demo-articles.json', 'utf8'));
const s = new LocalSummariser();
const poly = new Map<string, number>();
for (const a of arts) {
  const r = await s.summarise({ title: a.title, abstract: a.abstract, abstractSections: a.abstractSections, isPreprint: a.isPreprint, journal: a.journal });
  for (const w of r.summary.replace(/[^\p{L}\p{N}\s']/gu, '').split(/\s+/)) {
    const lw = w.toLowerCase();
    if (!lw || /\d/.test(lw)) continue;
    const syl = hyphenationPoints(lw).length + 1;
    if (syl >= 3 || !fam.has(lw)) poly.set(`${lw}/${syl}${fam.has(lw) ? '' : '*'}`, (poly.get(`${lw}/${syl}${fam.has(lw) ? '' : '*'}`) ?? 0) + 1);
  }
}
console.log([...poly].sort((a, b) => b[1] - a[1]).slice(0, 400).map(([w, n]) => `${w}:${n}`).join(' '));
