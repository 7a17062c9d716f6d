import { describe, expect, it } from 'vitest';
import {
  cleanInline,
  cleanLatex,
  cleanMedrxivText,
  cleanText,
  decodeEntities,
  joinSections,
  markupAbstractSections,
  medrxivAbstractSections,
  replaceGreekNames,
  splitRunInHeading,
  stripMarkup,
} from './text.js';

// What a browser would start a tag with.
const TAG_LIKE = /<\/?[a-z!?]/i;

describe('stripMarkup', () => {
  it('removes inline tags without adding spaces', () => {
    expect(stripMarkup('Persistence of <i>Burkholderia thailandensis</i> E264')).toBe('Persistence of Burkholderia thailandensis E264');
    expect(stripMarkup('early <sup>99m</sup>Tc-DPD and SUV<sub>max</sub>')).toBe('early 99mTc-DPD and SUVmax');
    expect(stripMarkup('<b>bold</b> <em>em</em> <strong>strong</strong> <u>u</u>')).toBe('bold em strong u');
  });

  it('turns block tags into paragraph breaks and <br> into a line break', () => {
    expect(stripMarkup('<p>One.</p><p>Two.</p>')).toBe('One.\n\nTwo.');
    expect(stripMarkup('<h4>Purpose</h4>The aim.<h4>Methods</h4>We did.')).toBe('Purpose\n\nThe aim.\n\nMethods\n\nWe did.');
    expect(stripMarkup('line one<br>line two<br/>line three')).toBe('line one\nline two\nline three');
    expect(stripMarkup('<ul><li>first</li><li>second</li></ul>')).toBe('• first\n• second');
  });

  it('treats source whitespace as insignificant', () => {
    expect(stripMarkup('\n   Some   text\n   over lines\t here  ')).toBe('Some text over lines here');
  });

  it('drops script and style content, comments and attributes', () => {
    expect(stripMarkup('<script>alert(1)</script>Safe text')).toBe('Safe text');
    expect(stripMarkup('<style>p { color: red }</style><p>Styled</p>')).toBe('Styled');
    expect(stripMarkup('Before<!-- hidden -->after')).toBe('Beforeafter');
    expect(stripMarkup('<a href="javascript:alert(1)" title="x > y">link</a>')).toBe('link');
    expect(stripMarkup('<img src=x onerror=alert(1)>Picture')).toBe('Picture');
  });

  it('leaves nothing tag-like from hostile or broken markup', () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      'Text <img src=x onerror=alert(1)',
      '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
      '<script>never closed alert(1)',
      '<svg onload=alert(1)><circle/></svg>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '&lt;script&gt;alert(1)&lt;/script&gt;',
      '&lt;img src=x onerror=alert(1)&gt;',
      '<a title="unterminated>quote">x</a>',
      '<<script>script>alert(1)<</script>/script>',
      '<!--<script>alert(1)</script>-->',
      '<![CDATA[<script>alert(1)</script>]]>',
    ];
    for (const input of hostile) {
      const output = stripMarkup(input);
      expect(output, input).not.toMatch(TAG_LIKE);
      expect(output, input).not.toMatch(/onerror|onload|javascript:/i);
      expect(output, input).not.toContain('alert(1)');
    }
  });

  it('keeps less-than signs that are text', () => {
    expect(stripMarkup('p&lt;0.05 and p &lt; 0.01')).toBe('p<0.05 and p < 0.01');
    expect(cleanText('age <18 years, p<0.001')).toBe('age <18 years, p<0.001');
    expect(cleanText('ratio IL-6<IL-10 and x>y, but <i>italic</i>')).toBe('ratio IL-6<IL-10 and x>y, but italic');
  });
});

describe('decodeEntities and whitespace', () => {
  it('decodes numeric and named references', () => {
    expect(decodeEntities('Morg&#xfc;l, P&#xf6;hler, B&#225;rbara')).toBe('Morgül, Pöhler, Bárbara');
    expect(decodeEntities('&amp; &lt; &gt; &quot; &apos; &ast; &copy;')).toBe('& < > " \' * ©');
  });

  it('leaves ampersands that are not references', () => {
    expect(decodeEntities('R&D and AT&T')).toBe('R&D and AT&T');
  });

  it('turns &#x2009; and &#xa0; into plain spaces', () => {
    expect(stripMarkup('p&#x2009;&lt;&#x2009;0.001 after 2.5-3&#xa0;h')).toBe('p < 0.001 after 2.5-3 h');
  });

  it('cleanText keeps blank-line paragraphs and joins wrapped lines', () => {
    expect(cleanText('Introduction:\r\nEarly diagnosis\r\nmatters.\n \nMethods: We  did.')).toBe(
      'Introduction: Early diagnosis matters.\n\nMethods: We did.',
    );
  });

  it('cleanInline gives one line', () => {
    expect(cleanInline('  A <i>title</i>\n over\ttwo lines ')).toBe('A title over two lines');
    expect(cleanInline('Lyda Zoraya  Rojas')).toBe('Lyda Zoraya Rojas');
  });
});

describe('medRxiv text', () => {
  it('turns Greek names into letters, leaving unknown names alone', () => {
    expect(replaceGreekNames('adjusted {beta} = 0.01, {rho} = 0.94, {Delta}T, {unknown}')).toBe(
      'adjusted β = 0.01, ρ = 0.94, ΔT, {unknown}',
    );
  });

  it('resolves list, subtitle and small-caps markers', () => {
    expect(cleanMedrxivText('O_ST_ABSWhat is new?C_ST_ABSO_LIFirst point.\nC_LIO_LISecond point.\nC_LI')).toBe(
      'What is new?\n• First point.\n• Second point.',
    );
    expect(cleanMedrxivText('Cohens O_SCPLOWKC_SCPLOWO_SCPCAP.C_SCPCAP Descriptor')).toBe('Cohens K. Descriptor');
  });

  it('splits glued run-in headings made of known heading words', () => {
    expect(splitRunInHeading('BackgroundThe modified shunt')).toEqual({ label: 'Background', body: 'The modified shunt' });
    expect(splitRunInHeading('Methods and FindingsA compartmental model')?.label).toBe('Methods and Findings');
    expect(splitRunInHeading('Background and HypothesisPsychotic disorders')?.label).toBe('Background and Hypothesis');
    expect(splitRunInHeading('Trial registrationAcutelines is registered')?.label).toBe('Trial registration');
    expect(splitRunInHeading('Lay SummarySelf-determination means')?.label).toBe('Lay Summary');
    expect(splitRunInHeading('HighlightsO_LIAuditory responses')?.label).toBe('Highlights');
    expect(splitRunInHeading('CLINICAL PERSEPECTIVEO_ST_ABSWhat is new?')?.label).toBe('CLINICAL PERSEPECTIVE');
  });

  it('does not split ordinary sentences', () => {
    expect(splitRunInHeading('The 2020 SARS-CoV-2 pandemic renewed interest')).toBeNull();
    expect(splitRunInHeading('Three-dimensional mBTTS anatomies')).toBeNull();
    expect(splitRunInHeading('Background the study was')).toBeNull();
    expect(splitRunInHeading('Maternal depressive symptoms')).toBeNull();
    expect(splitRunInHeading('What are the clinical implications?O_LIInfants')).toBeNull();
    expect(splitRunInHeading('McCoy found')).toBeNull();
  });

  it('builds sections, carrying heading-less paragraphs into the section before', () => {
    const sections = medrxivAbstractSections('BackgroundText one.\n\nMethodsText two.\n\nMore methods.\n\nResultsText {beta}.');
    expect(sections).toEqual([
      { label: 'Background', category: null, text: 'Text one.' },
      { label: 'Methods', category: null, text: 'Text two.\n\nMore methods.' },
      { label: 'Results', category: null, text: 'Text β.' },
    ]);
  });
});

describe('cleanLatex', () => {
  it('turns the common symbols into characters', () => {
    expect(cleanLatex('0.51 $\\pm$ 0.27 mm, p $< $ 0.0001')).toBe('0.51 ± 0.27 mm, p < 0.0001');
    expect(cleanLatex('age $\\geq$ 65 and $\\leq$ 80, 2 $\\times$ 3')).toBe('age ≥ 65 and ≤ 80, 2 × 3');
    expect(cleanLatex('R$^2$ = 0.6, $\\alpha$ = 0.05')).toBe('R² = 0.6, α = 0.05');
  });

  it('drops delimiters around simple tokens', () => {
    expect(cleanLatex('the $n$ patients with $p$-values')).toBe('the n patients with p-values');
  });

  it('leaves dollar amounts alone', () => {
    expect(cleanLatex('costs rose from $5 to $10 per visit')).toBe('costs rose from $5 to $10 per visit');
    expect(cleanLatex('US$5-$10 and then $\\pm$ 2')).toBe('US$5-$10 and then ± 2');
  });
});

describe('sections', () => {
  it('splits bold run-in labels', () => {
    const sections = markupAbstractSections('<b>Background:</b> One. <b>Data:</b> Two. A <b>bold</b> word.');
    expect(sections).toEqual([
      { label: 'Background', category: null, text: 'One.' },
      { label: 'Data', category: null, text: 'Two. A bold word.' },
    ]);
  });

  it('splits heading elements and keeps the text before the first heading', () => {
    const sections = markupAbstractSections('Intro text.<h4>Purpose</h4>The aim.<h4>Methods</h4><p>We did.</p>');
    expect(sections.map((section) => [section.label, section.text])).toEqual([
      [null, 'Intro text.'],
      ['Purpose', 'The aim.'],
      ['Methods', 'We did.'],
    ]);
  });

  it('joins labelled sections as "LABEL: text" separated by blank lines', () => {
    expect(
      joinSections([
        { label: null, category: null, text: 'Lead.' },
        { label: 'RESULTS', category: 'RESULTS', text: 'It worked.' },
        { label: 'Conclusions', category: 'CONCLUSIONS', text: '' },
        { label: 'KEY POINTS', category: 'CONCLUSIONS', text: 'Short.' },
      ]),
    ).toBe('Lead.\n\nRESULTS: It worked.\n\nKEY POINTS: Short.');
    expect(joinSections([])).toBe('');
  });
});
